public import FortuneCore

extension Sign {
    /// A small picture of the animal in plain ASCII, at most 5 lines of 16 columns.
    ///
    /// The widget shows it while the fortune is hidden, as the app showed the animal's image.
    /// Lines are not padded: no line ends in a space, so trimming terminals and status bars show
    /// it as drawn.
    public var art: String {
        switch self {
        case .rat:
            #"""
                _     _
               (_)---(_)
                / o o \
               (  =v=  )~~~
                `-----'
            """#
        case .ox:
            #"""
             ^__^
             (oo)\_____
             (__)\     )\/
                 ||--w |
                 ||   ||
            """#
        case .tiger:
            #"""
               /\_____/\
              (  \\|//  )
             =(  o   o  )=
              (\\  Y  //)
               `-.___.-'
            """#
        case .rabbit:
            #"""
               (\_/)
              ( o.o )
              (")_(")
            """#
        case .dragon:
            #"""
               \\__
               / o \_/\/\/\
            ~~<___  _____  \
                 /_/ /_/ \_/
            """#
        case .snake:
            #"""
                   ____
                  / o  \__
                  \___   -<
               _______)  )
              (_________/
            """#
        case .horse:
            #"""
               _/|
              // o\
              || ._)
              //__\
              )___(
            """#
        case .goat:
            #"""
              (_(
              /_/'_____/)
              "  |      |
                 |""""""|
            """#
        case .monkey:
            #"""
                .-"-.
              _/.-.-.\_
             ( ( o o ) )
              |/  "  \|
               \ .-. /
            """#
        case .rooster:
            #"""
                ,M,
                (o >
             \\_/  )
              \___/
               _||_
            """#
        case .dog:
            #"""
              __
             (___()'`;
             /,    /`
             \\"--\\
            """#
        case .pig:
            #"""
              ,-.___,-.
              \_/_ _\_/
                )O_O(
               { (_) }
                `-^-'
            """#
        }
    }
}
