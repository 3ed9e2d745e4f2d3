import FortuneCore

extension OfflinePhrases {
    /// What each animal is known for, in Simplified Chinese.
    ///
    /// Traits are short nouns with no 的 of their own, so "你的{trait}" and "发挥属鸡的{trait}"
    /// read well. No two signs share a trait, so two signs never get the same fortune on the
    /// same day.
    static let simplifiedChineseTraits: [Sign: [String]] = [
        .rat: ["机灵", "眼光", "精打细算", "周密盘算", "随机应变", "好奇心"],
        .ox: ["耐心", "稳健", "踏实肯干", "靠谱", "韧劲", "沉着"],
        .tiger: ["勇气", "胆识", "冲劲", "自信", "冒险精神", "领导才能"],
        .rabbit: ["温柔体贴", "优雅风度", "善良", "细心", "好性情", "好品味"],
        .dragon: ["雄心", "远见", "气场", "慷慨大方", "活力", "魄力"],
        .snake: ["直觉", "冷静", "谨慎", "洞察力", "专注", "深谋远虑"],
        .horse: ["自由奔放", "热情", "敏捷", "开朗", "独立精神", "干劲"],
        .goat: ["创造力", "温柔", "艺术眼光", "体贴", "审美", "想象力"],
        .monkey: ["聪明", "幽默感", "创意", "巧手", "机敏", "学习能力"],
        .rooster: ["直率", "认真", "观察力", "守时", "勤奋", "口才"],
        .dog: ["忠诚", "正直", "守护之心", "真诚", "责任感", "义气"],
        .pig: ["宽厚", "乐观", "慷慨", "生活情趣", "真心", "好脾气"],
    ]
}
