import Testing
import FortuneRender

@Suite struct MarkupEscapingTests {
    @Test func pangoEscapesTheFiveMarkupCharacters() {
        #expect(
            MarkupEscaping.pango(#"<b>Tom & "Jerry's"</b>"#) == "&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;")
        #expect(MarkupEscaping.pango("닭띠 🐓 100%") == "닭띠 🐓 100%")
    }

    @Test func pangoEscapesAnAmpersandOnlyOnce() {
        #expect(MarkupEscaping.pango("&amp;") == "&amp;amp;")
    }

    @Test func polybarTagsCannotOpen() {
        let escaped = MarkupEscaping.polybar("click %{A1:rm -rf ~:}here%{A} for 100%")
        #expect(!escaped.contains("%{"))
        #expect(escaped == "click % {A1:rm -rf ~:}here% {A} for 100%")
    }

    @Test func polybarOutputIsOneLine() {
        #expect(MarkupEscaping.polybar("one\ntwo\r\nthree") == "one two three")
    }

    @Test func tmuxDoublesEveryHash() {
        #expect(MarkupEscaping.tmux("#[fg=red]#(reboot) ##") == "##[fg=red]##(reboot) ####")
        #expect(MarkupEscaping.tmux("one\ntwo") == "one two")
    }

    @Test func i3blocksIsPlainTextOnOneLine() {
        #expect(MarkupEscaping.i3blocks("<b>a & b</b>\n#ff0000") == "<b>a & b</b> #ff0000")
    }
}
