import Testing
import FortuneRender

/// Each bar's escaping of untrusted text, alone.
@Suite struct MarkupEscapingTests {
    @Test func pangoEscapesTheFiveMarkupCharacters() {
        #expect(
            WaybarFormat().escape(#"<b>Tom & "Jerry's"</b>"#) == "&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;")
        #expect(WaybarFormat().escape("닭띠 🐓 100%") == "닭띠 🐓 100%")
    }

    @Test func pangoEscapesAnAmpersandOnlyOnce() {
        #expect(WaybarFormat().escape("&amp;") == "&amp;amp;")
    }

    @Test func polybarTagsCannotOpen() {
        let escaped = PolybarFormat().escape("click %{A1:rm -rf ~:}here%{A} for 100%")
        #expect(!escaped.contains("%{"))
        #expect(escaped == "click % {A1:rm -rf ~:}here% {A} for 100%")
    }

    @Test func polybarOutputIsOneLine() {
        #expect(PolybarFormat().escape("one\ntwo\r\nthree") == "one two three")
    }

    @Test func tmuxDoublesEveryHash() {
        #expect(TmuxFormat().escape("#[fg=red]#(reboot) ##") == "##[fg=red]##(reboot) ####")
        #expect(TmuxFormat().escape("one\ntwo") == "one two")
    }

    @Test func i3blocksIsPlainTextOnOneLine() {
        #expect(I3blocksFormat().escape("<b>a & b</b>\n#ff0000") == "<b>a & b</b> #ff0000")
    }
}
