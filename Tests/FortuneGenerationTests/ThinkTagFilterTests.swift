import Testing
import FortuneGeneration

@Suite struct ThinkTagFilterTests {
    @Test func aThinkBlockInsideAnotherIsHiddenToTheOutermostClose() {
        #expect(ThinkTagFilter.clean("<think>a<think>b</think>LEAK</think>Text") == "Text")
        #expect(ThinkTagFilter.clean("Before <think>1<think>2<think>3</think></think></think>after") == "Before after")
    }

    @Test func nestedBlocksSplitAcrossPiecesAreHiddenToo() {
        var filter = ThinkTagFilter()
        var shown = ""
        for piece in ["<thi", "nk>a<th", "ink>b</th", "ink>LEAK</", "think>Te", "xt"] {
            shown += filter.add(piece)
        }
        shown += filter.finish()
        #expect(shown == "Text")
    }

    @Test func aCloseWithoutAnOpenIsText() {
        #expect(ThinkTagFilter.clean("a</think>b") == "a</think>b")
    }

    @Test func anUnclosedInnerBlockHidesTheRest() {
        #expect(ThinkTagFilter.clean("x<think>a<think>b</think>c") == "x")
    }
}
