/// Makes stable, unique fragment ids for a page's headings.
///
/// `Presenting vs presented` → `presenting-vs-presented`; `呈现与解除` keeps its characters
/// (browsers accept any Unicode in ids). A repeated heading gets `-2`, `-3`, so the ids of a
/// page depend only on its own headings, in order.
struct HeadingSlugger {
  private var used: [String: Int] = [:]

  mutating func slug(for text: String) -> String {
    var slug = ""
    var pendingDash = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingDash && !slug.isEmpty { slug.append("-") }
        pendingDash = false
        slug.append(character)
      } else if character == " " || character == "-" || character == "_" || character == "/" {
        pendingDash = true
      }
    }
    if slug.isEmpty { slug = "section" }
    let count = used[slug, default: 0] + 1
    used[slug] = count
    return count == 1 ? slug : "\(slug)-\(count)"
  }
}
