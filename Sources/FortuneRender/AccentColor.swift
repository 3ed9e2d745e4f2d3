/// The widget's accent colour: one of the terminal's sixteen, so it follows the user's theme,
/// or any colour as `#rrggbb`.
///
/// Named in configuration as `red`, `bright-red` and so on, or `#ff8800`; `none` means no
/// accent. A `#rrggbb` colour is drawn in 24-bit colour where the terminal says it can
/// (`COLORTERM=truecolor`), else as the nearest of the 256-colour palette's cube and greys.
public struct AccentColor: Sendable, Hashable {
    private enum Value: Hashable {
        case none
        /// One of the sixteen: 0–7 normal, 8–15 bright.
        case palette(Int)
        case rgb(red: Int, green: Int, blue: Int)
    }

    private let value: Value
    /// The name it was given, normalised: `bright-red`, `#ff8800`.
    public let name: String

    private init(_ value: Value, name: String) {
        self.value = value
        self.name = name
    }

    public static let none = AccentColor(.none, name: "none")
    public static let black = AccentColor(.palette(0), name: "black")
    public static let red = AccentColor(.palette(1), name: "red")
    public static let green = AccentColor(.palette(2), name: "green")
    public static let yellow = AccentColor(.palette(3), name: "yellow")
    public static let blue = AccentColor(.palette(4), name: "blue")
    public static let magenta = AccentColor(.palette(5), name: "magenta")
    public static let cyan = AccentColor(.palette(6), name: "cyan")
    public static let white = AccentColor(.palette(7), name: "white")
    public static let brightBlack = AccentColor(.palette(8), name: "bright-black")
    public static let brightRed = AccentColor(.palette(9), name: "bright-red")
    public static let brightGreen = AccentColor(.palette(10), name: "bright-green")
    public static let brightYellow = AccentColor(.palette(11), name: "bright-yellow")
    public static let brightBlue = AccentColor(.palette(12), name: "bright-blue")
    public static let brightMagenta = AccentColor(.palette(13), name: "bright-magenta")
    public static let brightCyan = AccentColor(.palette(14), name: "bright-cyan")
    public static let brightWhite = AccentColor(.palette(15), name: "bright-white")

    /// The named colours, `none` first.
    public static let allCases: [AccentColor] = [
        .none, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    /// The colour called `name`, ignoring case and accepting `_` for `-`, or written
    /// `#rrggbb`; nil for anything else.
    public init?(name: String) {
        let normalised = name.lowercased().replacing("_", with: "-")
        if let named = Self.allCases.first(where: { $0.name == normalised }) {
            self = named
            return
        }
        let digits = Array(normalised.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
            let number = Int(String(normalised.dropFirst()), radix: 16),
            digits.dropFirst().allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) })
        else { return nil }
        self.init(.rgb(red: number >> 16, green: (number >> 8) & 0xFF, blue: number & 0xFF), name: normalised)
    }

    /// The SGR foreground parameters: 30–37 and 90–97 for the sixteen; `38;2;R;G;B` for a
    /// `#rrggbb` colour in true colour, else `38;5;N`; nil for `none`.
    func foregroundParameters(trueColor: Bool) -> String? {
        switch value {
        case .none: nil
        case .palette(let index): String(index < 8 ? 30 + index : 90 + index - 8)
        case .rgb(let red, let green, let blue):
            trueColor ? "38;2;\(red);\(green);\(blue)" : "38;5;\(Self.nearest256(red: red, green: green, blue: blue))"
        }
    }

    /// The colour as `#RRGGBB` for status bars: xterm's default palette for the sixteen, the
    /// colour itself when given as `#rrggbb`; nil for `none`.
    var hexColour: String? {
        switch value {
        case .none: return nil
        case .palette(let index): return Self.paletteHex[index]
        case .rgb(let red, let green, let blue):
            func hex(_ channel: Int) -> String {
                let digits = String(channel, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + hex(red) + hex(green) + hex(blue)
        }
    }

    private static let paletteHex = [
        "#000000", "#CD0000", "#00CD00", "#CDCD00", "#0000EE", "#CD00CD", "#00CDCD", "#E5E5E5",
        "#7F7F7F", "#FF0000", "#00FF00", "#FFFF00", "#5C5CFF", "#FF00FF", "#00FFFF", "#FFFFFF",
    ]

    /// The levels of each channel in the 6×6×6 cube (indices 16–231).
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The index of the 256-colour palette nearest to the colour: the cube's nearest entry or
    /// one of the 24 greys (232–255, levels 8, 18 … 238), whichever is closer. The first
    /// sixteen are left out: themes change them.
    package static func nearest256(red: Int, green: Int, blue: Int) -> Int {
        func nearestLevel(_ channel: Int) -> Int {
            cubeLevels.indices.min { abs(cubeLevels[$0] - channel) < abs(cubeLevels[$1] - channel) } ?? 0
        }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance(cubeLevels[r], cubeLevels[g], cubeLevels[b])
        let average = (red + green + blue) / 3
        let greyIndex = min(23, max(0, (average - 8 + 5) / 10))
        let level = 8 + 10 * greyIndex
        return distance(level, level, level) < cubeDistance ? 232 + greyIndex : cube
    }
}
