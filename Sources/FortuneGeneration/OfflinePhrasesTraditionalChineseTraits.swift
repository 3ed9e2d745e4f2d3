import FortuneCore

extension OfflinePhrases {
    /// What each animal is known for, in Traditional Chinese.
    ///
    /// Traits are short nouns with no 的 of their own, so "你的{trait}" and "發揮屬雞的{trait}"
    /// read well. No two signs share a trait, so two signs never get the same fortune on the
    /// same day.
    static let traditionalChineseTraits: [Sign: [String]] = [
        .rat: ["機靈", "眼光", "精打細算", "周密盤算", "隨機應變", "好奇心"],
        .ox: ["耐心", "穩健", "踏實肯幹", "可靠", "韌性", "沉著"],
        .tiger: ["勇氣", "膽識", "衝勁", "自信", "冒險精神", "領導才能"],
        .rabbit: ["溫柔體貼", "優雅風度", "善良", "細心", "好性情", "好品味"],
        .dragon: ["雄心", "遠見", "氣場", "慷慨大方", "活力", "魄力"],
        .snake: ["直覺", "冷靜", "謹慎", "洞察力", "專注", "深謀遠慮"],
        .horse: ["自由奔放", "熱情", "敏捷", "開朗", "獨立精神", "幹勁"],
        .goat: ["創造力", "溫柔", "藝術眼光", "體貼", "美感", "想像力"],
        .monkey: ["聰明", "幽默感", "創意", "巧手", "機敏", "學習能力"],
        .rooster: ["直率", "認真", "觀察力", "守時", "勤奮", "口才"],
        .dog: ["忠誠", "正直", "守護之心", "真誠", "責任感", "義氣"],
        .pig: ["寬厚", "樂觀", "慷慨", "生活情趣", "真心", "好脾氣"],
    ]
}
