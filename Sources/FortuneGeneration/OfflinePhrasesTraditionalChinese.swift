import FortuneCore
import FortuneZodiac

extension OfflinePhrases {
    /// The Traditional Chinese phrase tables of the offline model.
    ///
    /// The same almanac voice as the Simplified tables, in the words used where Traditional
    /// characters are (合約, 螢幕, 信箱). Sentences follow each other with no space.
    static let traditionalChinese = OfflinePhrases(
        signName: { $0.name(in: .traditionalChinese) },
        signTraits: traditionalChineseTraits,
        openings: [
            "安靜的早晨過後，午後運勢漸旺。",
            "今天是明朗而平穩的一天。",
            "平凡的時刻裡藏著小小的喜悅。",
            "早點出發，從容收尾，今天會很順。",
            "一陣新鮮的風吹進你的計畫裡。",
            "好運正慢慢朝你走來。",
            "今天適合建設，不適合拆除。",
            "一件舊心事今天會慢慢放下。",
            "上週種下的種子開始發芽。",
            "今天先要耐心，後要勇氣。",
            "午後有令人開心的驚喜。",
            "不必著急，運氣自會跟上。",
            "平靜的心是今天最好的工具。",
            "卡住的事情開始鬆動了。",
            "今天像新篇章的第一頁。",
            "今天時機站在你這一邊。",
            "今天的機會比看起來更多。",
            "今天適合把零碎的事收個尾。",
            "踏實的人今天福氣多。",
            "晨雨過後，午後放晴。",
            "今天多聽少說更有收穫。",
            "熟悉的面孔會帶來幫助。",
            "你的努力有人默默看在眼裡。",
            "一個好決定會點亮一整天。",
        ],
        areas: [
            Area(
                leads: ["工作上", "職場上", "事業上"],
                advice: [
                    "先把手邊的事做完",
                    "把計畫再仔細看一遍",
                    "大膽說出猶豫已久的意見",
                    "先處理最難的那件事",
                    "需要幫忙就開口",
                    "把冒出的想法記下來",
                    "推掉一件不要緊的事",
                    "把功勞分給同事",
                    "整理好桌面和信箱",
                    "送出前再核對一遍數字",
                ]
            ),
            Area(
                leads: ["感情上", "戀愛中", "對心上人"],
                advice: [
                    "說出藏在心裡的溫柔話",
                    "準備一個小小的驚喜",
                    "先傾聽再開口",
                    "大方化解過去的誤會",
                    "留出時間好好聊聊",
                    "別再拖延那則回覆",
                    "坦率說出自己的心意",
                    "放下手機一起吃頓飯",
                    "留意對方的小體貼",
                    "不計較地付出真心",
                ]
            ),
            Area(
                leads: ["健康上", "身體方面", "養生上"],
                advice: [
                    "到戶外走走，呼吸新鮮空氣",
                    "今晚早一小時睡",
                    "比平常多喝點水",
                    "早上好好伸展身體",
                    "選些清淡溫熱的飯菜",
                    "讓眼睛離開螢幕歇一歇",
                    "越忙越要放慢呼吸",
                    "多走樓梯少搭電梯",
                    "放鬆肩膀，挺直腰背",
                    "讓辛苦的身體好好休息",
                ]
            ),
            Area(
                leads: ["財運上", "理財上", "金錢方面"],
                advice: [
                    "花錢前先看看帳",
                    "為將來存一點錢",
                    "大筆開銷緩一天再說",
                    "先還清小額欠款",
                    "買東西貨比三家",
                    "合約的小字也要看清",
                    "在身邊找找省錢的機會",
                    "處理拖著沒繳的帳單",
                    "衝動消費前先闔上錢包",
                    "相信穩健的計畫勝過快錢",
                ]
            ),
            Area(
                leads: ["人際上", "朋友之間", "社交上"],
                advice: [
                    "給老朋友打個電話",
                    "愉快地回報別人的好意",
                    "約人喝杯茶",
                    "小小的爭執一笑置之",
                    "在別人開口前伸出援手",
                    "和支持你的人分享好消息",
                    "守住別人託付的祕密",
                    "聯絡一位許久不見的人",
                    "小事也記得道謝",
                    "主動踏出第一步",
                ]
            ),
        ],
        counsel: [
            "{lead}，憑著你的{trait}，{advice}。",
            "{lead}，相信你的{trait}，{advice}。",
            "{lead}，你的{trait}正好派上用場，{advice}。",
            "{lead}，{trait}是你的底氣，{advice}。",
            "{lead}，發揮{sign}的{trait}，{advice}。",
            "{lead}，以{trait}為武器，{advice}。",
            "{lead}，不妨靠著{trait}，{advice}。",
            "{lead}，你的{trait}今天格外管用，{advice}。",
        ],
        luck: [
            "幸運色是{colour}，幸運數字是{number}。",
            "{colour}的小物和數字{number}會帶來好運。",
            "好運從{direction}來。",
            "吉利的方位是{direction}，幸運數字是{number}。",
            "穿上{colour}的衣服，往{direction}走走。",
            "今天的幸運色是{colour}。",
            "{direction}有貴人，記得帶點{colour}。",
            "數字{number}和{colour}會為你帶來好運。",
        ],
        colours: [
            "紅色", "金色", "綠色", "藍色", "白色", "銀色", "紫色",
            "橘色", "黃色", "深藍色", "咖啡色", "粉紅色", "天藍色", "淺綠色",
        ],
        directions: ["東方", "西方", "南方", "北方", "東南方", "東北方", "西南方", "西北方"],
        sentenceSeparator: ""
    )
}
