/// `assets/icon.svg`: the site's favicon, two stacked controller cards (a presentation), one
/// vector file that browsers scale to every size.
enum SiteIcon {
  static let path = "assets/icon.svg"

  /// `Resources/icon.svg`, embedded at build time.
  static let svg = String(decoding: PackageResources.icon_svg, as: UTF8.self)
}
