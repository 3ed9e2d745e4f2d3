import FortuneCore
import FortuneZodiac

extension OfflinePhrases {
    /// The Simplified Chinese phrase tables of the offline model.
    ///
    /// Plain, warm almanac prose: a forecast, then counsel ending in what to do. Sentences
    /// follow each other with no space, as Chinese is written.
    static let simplifiedChinese = OfflinePhrases(
        signName: { $0.name(in: .simplifiedChinese) },
        signTraits: simplifiedChineseTraits,
        openings: [
            "安静的早晨过后，午后运势渐旺。",
            "今天是明朗而平稳的一天。",
            "平凡的时刻里藏着小小的喜悦。",
            "早点出发，从容收尾，今天会很顺。",
            "一阵新鲜的风吹进你的计划里。",
            "好运正慢慢朝你走来。",
            "今天适合建设，不适合拆除。",
            "一件旧心事今天会慢慢放下。",
            "上周种下的种子开始发芽。",
            "今天先要耐心，后要勇气。",
            "午后有令人开心的惊喜。",
            "不必着急，运气自会跟上。",
            "平静的心是今天最好的工具。",
            "卡住的事情开始松动了。",
            "今天像新篇章的第一页。",
            "今天时机站在你这一边。",
            "今天的机会比看上去更多。",
            "今天适合把零碎的事收个尾。",
            "踏实的人今天福气多。",
            "晨雨过后，午后放晴。",
            "今天多听少说更有收获。",
            "熟悉的面孔会带来帮助。",
            "你的努力有人默默看在眼里。",
            "一个好决定会点亮一整天。",
        ],
        areas: [
            Area(
                leads: ["工作上", "职场上", "事业上"],
                advice: [
                    "先把手头的事做完",
                    "把计划再仔细看一遍",
                    "大胆说出犹豫已久的意见",
                    "先处理最难的那件事",
                    "需要帮助就开口",
                    "把冒出的想法记下来",
                    "推掉一件不要紧的事",
                    "把功劳分给同事",
                    "整理好桌面和邮箱",
                    "发出前再核对一遍数字",
                ]
            ),
            Area(
                leads: ["感情上", "恋爱中", "对心上人"],
                advice: [
                    "说出藏在心里的温柔话",
                    "准备一个小小的惊喜",
                    "先倾听再开口",
                    "大方化解过去的误会",
                    "留出时间好好聊聊",
                    "别再拖延那条回复",
                    "坦率说出自己的心意",
                    "放下手机一起吃顿饭",
                    "留意对方的小体贴",
                    "不计较地付出真心",
                ]
            ),
            Area(
                leads: ["健康上", "身体方面", "养生上"],
                advice: [
                    "到户外走走，呼吸新鲜空气",
                    "今晚早一小时睡",
                    "比平时多喝点水",
                    "早上好好伸展身体",
                    "选些清淡温热的饭菜",
                    "让眼睛离开屏幕歇一歇",
                    "越忙越要放慢呼吸",
                    "多走楼梯少坐电梯",
                    "放松肩膀，挺直腰背",
                    "让辛苦的身体好好休息",
                ]
            ),
            Area(
                leads: ["财运上", "理财上", "金钱方面"],
                advice: [
                    "花钱前先看看账",
                    "为将来存一点钱",
                    "大额开销缓一天再说",
                    "先还清小额欠款",
                    "买东西货比三家",
                    "合同的小字也要看清",
                    "在身边找找省钱的机会",
                    "处理拖着没付的账单",
                    "冲动消费前先合上钱包",
                    "相信稳健的计划胜过快钱",
                ]
            ),
            Area(
                leads: ["人际上", "朋友之间", "社交上"],
                advice: [
                    "给老朋友打个电话",
                    "愉快地回报别人的好意",
                    "约人喝杯茶",
                    "小小的争执一笑了之",
                    "在别人开口前伸出援手",
                    "和支持你的人分享好消息",
                    "守住别人托付的秘密",
                    "联系一位久未见面的人",
                    "小事也记得道谢",
                    "主动迈出第一步",
                ]
            ),
        ],
        counsel: [
            "{lead}，凭着你的{trait}，{advice}。",
            "{lead}，相信你的{trait}，{advice}。",
            "{lead}，你的{trait}正好派上用场，{advice}。",
            "{lead}，{trait}是你的底气，{advice}。",
            "{lead}，发挥{sign}的{trait}，{advice}。",
            "{lead}，以{trait}为武器，{advice}。",
            "{lead}，不妨靠着{trait}，{advice}。",
            "{lead}，你的{trait}今天格外管用，{advice}。",
        ],
        luck: [
            "幸运色是{colour}，幸运数字是{number}。",
            "{colour}的小物件和数字{number}会带来好运。",
            "好运从{direction}来。",
            "吉利的方位是{direction}，幸运数字是{number}。",
            "穿上{colour}的衣服，往{direction}走走。",
            "今天的幸运色是{colour}。",
            "{direction}有贵人，记得带点{colour}。",
            "数字{number}和{colour}会给你带来好运。",
        ],
        colours: [
            "红色", "金色", "绿色", "蓝色", "白色", "银色", "紫色",
            "橙色", "黄色", "藏青色", "棕色", "粉色", "天蓝色", "浅绿色",
        ],
        directions: ["东方", "西方", "南方", "北方", "东南方", "东北方", "西南方", "西北方"],
        sentenceSeparator: ""
    )
}
