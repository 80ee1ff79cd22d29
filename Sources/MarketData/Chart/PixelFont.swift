/// A 5 × 7 pixel font for the chart's labels in PNG images: the digits and the few letters and signs that
/// `PriceFormat` and dates use. Any other character is drawn as a hollow box.
enum PixelFont {
    static let glyphWidth = 5, glyphHeight = 7
    /// Pixels from one character's left edge to the next one's.
    static let advance = 6

    /// Seven rows of five pixels ("#" = ink) per character.
    static let glyphs: [Character: [String]] = [
        "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
        "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
        "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
        "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
        "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
        "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
        "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
        "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
        "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
        ".": ["     ", "     ", "     ", "     ", "     ", " ##  ", " ##  "],
        ",": ["     ", "     ", "     ", "     ", " ##  ", "  #  ", " #   "],
        "$": ["  #  ", " ####", "# #  ", " ### ", "  # #", "#### ", "  #  "],
        "-": ["     ", "     ", "     ", "#####", "     ", "     ", "     "],
        "+": ["     ", "  #  ", "  #  ", "#####", "  #  ", "  #  ", "     "],
        ":": ["     ", " ##  ", " ##  ", "     ", " ##  ", " ##  ", "     "],
        "e": ["     ", "     ", " ### ", "#   #", "#####", "#    ", " ### "],
        "n": ["     ", "     ", "# ## ", "##  #", "#   #", "#   #", "#   #"],
        "r": ["     ", "     ", "# ## ", "##  #", "#    ", "#    ", "#    "],
        "K": ["#   #", "#  # ", "# #  ", "##   ", "# #  ", "#  # ", "#   #"],
        "M": ["#   #", "## ##", "# # #", "# # #", "#   #", "#   #", "#   #"],
        "B": ["#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### "],
        "T": ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
        " ": ["     ", "     ", "     ", "     ", "     ", "     ", "     "],
    ]

    static let box = ["#####", "#   #", "#   #", "#   #", "#   #", "#   #", "#####"]

    /// Whether pixel (x, y) of `character`'s glyph is ink.
    static func ink(_ character: Character, x: Int, y: Int) -> Bool {
        let rows = glyphs[character] ?? box
        let row = Array(rows[y])
        return row[x] == "#"
    }

    /// The width in pixels of `text` at `scale`.
    static func width(_ text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * advance - 1) * scale
    }
}
