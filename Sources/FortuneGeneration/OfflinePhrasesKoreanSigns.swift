import FortuneCore

/// What each animal is called and known for, in Korean: the part of a fortune that makes the
/// sign matter.
///
/// Traits are bare nouns; templates attach the particle. No two signs share a trait, so two
/// signs never get the same fortune on the same day.
enum OfflinePhrasesKoreanSigns {
    static func name(of sign: Sign) -> String {
        switch sign {
        case .rat: "쥐띠"
        case .ox: "소띠"
        case .tiger: "호랑이띠"
        case .rabbit: "토끼띠"
        case .dragon: "용띠"
        case .snake: "뱀띠"
        case .horse: "말띠"
        case .goat: "양띠"
        case .monkey: "원숭이띠"
        case .rooster: "닭띠"
        case .dog: "개띠"
        case .pig: "돼지띠"
        }
    }

    static func traits(of sign: Sign) -> [String] {
        switch sign {
        case .rat: rat
        case .ox: ox
        case .tiger: tiger
        case .rabbit: rabbit
        case .dragon: dragon
        case .snake: snake
        case .horse: horse
        case .goat: goat
        case .monkey: monkey
        case .rooster: rooster
        case .dog: dog
        case .pig: pig
        }
    }

    static let rat: [String] = [
        "재치", "기회를 읽는 감각", "뛰어난 수완", "알뜰한 눈썰미",
        "치밀한 계획성", "길을 찾아내는 재주", "사교적인 매력", "빠른 눈치",
    ]

    static let ox: [String] = [
        "인내심", "꾸준한 걸음", "묵직한 힘", "믿음직함",
        "끈기", "우직함", "성실함", "차근차근한 손길",
    ]

    static let tiger: [String] = [
        "용기", "대담한 배짱", "넘치는 기운", "당당한 걸음걸이",
        "모험심", "지켜 주는 마음", "거침없는 솔직함", "타고난 통솔력",
    ]

    static let rabbit: [String] = [
        "부드러운 배려", "우아한 태도", "다정한 마음", "신중한 판단력",
        "온화한 성품", "고운 안목", "조용한 중재력", "차분한 지혜",
    ]

    static let dragon: [String] = [
        "포부", "큰 그림을 보는 눈", "당당한 존재감", "너그러운 기개",
        "지치지 않는 열정", "자신감", "통 큰 결단력", "타오르는 의지",
    ]

    static let snake: [String] = [
        "직감", "침착한 지혜", "신중함", "우아한 인내",
        "날카로운 통찰력", "고요한 집중력", "전략적인 두뇌", "사람을 읽는 눈",
    ]

    static let horse: [String] = [
        "자유로운 기질", "열정", "빠른 발걸음", "밝은 활력",
        "넓은 세상을 향한 꿈", "활달한 매력", "독립심", "지칠 줄 모르는 추진력",
    ]

    static let goat: [String] = [
        "창의력", "여린 마음씨", "예술적인 감각", "온화한 다정함",
        "아름다움을 알아보는 눈", "느긋한 너그러움", "상상력", "남을 편하게 하는 재주",
    ]

    static let monkey: [String] = [
        "영리함", "장난기 어린 재치", "기발한 발상", "재빠른 손재주",
        "호기심", "유머 감각", "임기응변", "민첩한 머리",
    ]

    static let rooster: [String] = [
        "칼 같은 시간 약속", "당당한 자존심", "꼼꼼한 눈", "이른 아침의 부지런함",
        "솔직한 말", "정리정돈 솜씨", "자신 있는 목소리", "철저한 준비성",
    ]

    static let dog: [String] = [
        "의리", "공정함", "충직한 마음", "정직함",
        "세심한 보살핌", "한결같은 헌신", "든든한 보호 본능", "진실한 말",
    ]

    static let pig: [String] = [
        "너그러움", "넉넉한 웃음", "따뜻한 환대", "느긋한 여유",
        "정직한 마음", "삶을 즐기는 마음", "부지런함", "아낌없는 인정",
    ]
}
