import DocEngine

/// An SVG picture of a view-controller hierarchy, drawn from a `HierarchySnapshot`.
///
/// The picture is an outline read top to bottom: the window, its root, then each controller's
/// containment children (solid elbow lines, one indent deeper) and the controller it presents
/// — not indented, since it is no part of its presenter: a layer on top, drawn as a box on a
/// purple card, reached by a dashed arrow that leaves the presenter's left side and is
/// labelled with the presentation style. Each controller is a box with its name, class and
/// appearance state; the state is told by the glyph, the border style and a word, not by colour
/// alone. Controllers whose view a presentation removed are hatched.
///
/// ```swift
/// let svg = HierarchyDiagram(snapshot: snapshot, strings: .english, id: "s1-hierarchy").svg()
/// ```
public struct HierarchyDiagram {
  public var snapshot: HierarchySnapshot
  public var strings: PictureStrings
  /// The element id, unique on the page; the title, description and patterns derive theirs.
  public var id: String
  /// Carry the picture style sheet (``PictureStyle``) inside the `<svg>`; false when the page
  /// that shows the picture states it once for all of them.
  public var embedsStyle = true
  /// Names for objects that are not nodes (a custom presentation controller).
  public var names: (ObjectID) -> String?

  public init(
    snapshot: HierarchySnapshot, strings: PictureStrings = .english, id: String = "hierarchy",
    names: @escaping (ObjectID) -> String? = { _ in nil }
  ) {
    self.snapshot = snapshot
    self.strings = strings
    self.id = id
    self.names = names
  }

  /// The `<svg>` element, ending with a newline.
  public func svg() -> String {
    picture().svg
  }

  /// The picture with its size and texts, for a page that shows it from a file.
  public func picture() -> DrawnPicture {
    var layout = Layout(diagram: self)
    layout.run()
    return layout.draw()
  }

  /// The sentences a screen reader reads for the picture (also the SVG's `<desc>`).
  public func description() -> String {
    HierarchyFacts(snapshot: snapshot, strings: strings, names: names).sentences()
      .joined(separator: " ")
  }
}

// MARK: - Facts shared by the picture, its description and the text tree

/// How a node hangs in the tree and the words shown for it.
struct HierarchyFacts {
  let snapshot: HierarchySnapshot
  let strings: PictureStrings
  let names: (ObjectID) -> String?

  enum Relation {
    case root
    case detached
    case child(parent: HierarchySnapshot.Node, tag: String?)
    case presented(HierarchySnapshot.Presentation, presenter: HierarchySnapshot.Node)
  }

  /// One node in drawing order.
  struct Entry {
    var node: HierarchySnapshot.Node
    var depth: Int
    var relation: Relation
    /// The presented controller whose presentation removed this controller's view, if any.
    var coveredBy: HierarchySnapshot.Node?
    var covered: Bool { coveredBy != nil }
    /// Controllers this one is the source of, where the presenting controller differs.
    var sourceOf: [HierarchySnapshot.Node]
  }

  /// Every node, depth first (children, then the presented chain), with its relation.
  func entries() -> [Entry] {
    var result: [Entry] = []
    let sources = sourceMap()
    func visit(
      _ node: HierarchySnapshot.Node, depth: Int, relation: Relation, coveredAbove: HierarchySnapshot.Node?
    ) {
      var covered = coveredAbove
      if covered == nil, let p = node.presentation, p.removesPresenterView { covered = p.presented }
      result.append(
        Entry(
          node: node, depth: depth, relation: relation, coveredBy: covered,
          sourceOf: sources.filter { $0.source == node.id }.map(\.presented)))
      for (index, child) in node.children.enumerated() {
        visit(
          child, depth: depth + 1, relation: .child(parent: node, tag: tag(parent: node, index: index)),
          coveredAbove: covered)
      }
      if let presentation = node.presentation {
        visit(
          presentation.presented, depth: depth + 1,
          relation: .presented(presentation, presenter: node), coveredAbove: nil)
      }
    }
    if let root = snapshot.root { visit(root, depth: 0, relation: .root, coveredAbove: nil) }
    for node in snapshot.detached { visit(node, depth: 0, relation: .detached, coveredAbove: nil) }
    return result
  }

  /// Presentations whose source is not the presenting controller, in tree order.
  private func sourceMap() -> [(source: ObjectID, presented: HierarchySnapshot.Node)] {
    snapshot.allNodes.compactMap { node in
      guard let p = node.presentation, p.source != p.presenting else { return nil }
      return (p.source, p.presented)
    }
  }

  private func tag(parent: HierarchySnapshot.Node, index: Int) -> String? {
    guard parent.selectedIndex == index else { return nil }
    switch parent.kind {
    case .navigationController: return strings.topOfStack
    case .tabBarController: return strings.selectedTab
    default: return nil
    }
  }

  /// The display name of an object: a node's name, the resolver's, or its id (`#7`).
  func name(_ id: ObjectID) -> String {
    if let node = snapshot.allNodes.first(where: { $0.id == id }) { return node.displayName }
    return names(id) ?? id.description
  }

  /// `window`, or `window · landscape` when the device is rotated.
  var windowLabel: String {
    snapshot.orientation == .landscape ? "\(strings.window) · \(strings.landscape)" : strings.window
  }

  /// The state word: the appearance state, or "view not loaded".
  func stateWord(_ node: HierarchySnapshot.Node) -> String {
    node.isViewLoaded ? strings.word(for: node.appearance) : strings.viewNotLoaded
  }

  /// The edge label of a presentation: `presents .fullScreen`, plus the source and the
  /// presentation controller when there are such.
  func edgeLabel(_ p: HierarchySnapshot.Presentation) -> String {
    var parts = ["\(strings.presents) .\(p.style.resolved.rawValue)"]
    if p.source != p.presenting { parts.append(strings.format(\.source, name(p.source))) }
    if let pc = p.presentationController {
      parts.append(strings.format(\.presentationController, name(pc)))
    }
    return parts.joined(separator: " · ")
  }

  /// One sentence per controller, for `<desc>`.
  func sentences() -> [String] {
    guard snapshot.root != nil || !snapshot.detached.isEmpty else { return [strings.noRoot] }
    var result = [strings.format(\.hierarchySummary, String(snapshot.allNodes.count))]
    if snapshot.orientation == .landscape { result.append(windowLabel + ".") }
    for entry in entries() {
      let node = entry.node
      var parts: [String] = []
      switch entry.relation {
      case .root: parts.append("\(strings.window) \(strings.root)")
      case .detached: parts.append(strings.notInWindow)
      case .child(let parent, let tag):
        parts.append(strings.format(\.childOf, parent.displayName))
        if let tag { parts.append(tag) }
      case .presented(let p, let presenter):
        var s = strings.format(\.presentedBy, presenter.displayName) + " (.\(p.style.resolved.rawValue))"
        if p.source != p.presenting { s += ", " + strings.format(\.source, name(p.source)) }
        parts.append(s)
      }
      parts.append(stateWord(node))
      if let by = entry.coveredBy { parts.append(strings.format(\.covered, by.displayName)) }
      result.append("\(node.displayName) (\(node.className)): " + parts.joined(separator: ", ") + ".")
    }
    return result
  }
}

// MARK: - Layout and drawing

extension HierarchyDiagram {
  fileprivate enum Metric {
    static let pad = 16.0
    static let indent = 30.0
    static let boxHeight = 44.0
    static let gap = 10.0
    static let labelHeight = 20.0
    static let windowHeight = 26.0
    static let nameSize = 13.0
    static let classSize = 11.0
    static let stateSize = 11.0
    /// The x offset of the state glyph and of the trunk to children.
    static let trunk = 15.0
  }

  /// A placed box.
  fileprivate struct Box {
    var entry: HierarchyFacts.Entry
    var x: Double
    var y: Double
    var width: Double
    var midY: Double { y + Metric.boxHeight / 2 }
  }

  fileprivate struct Layout {
    let diagram: HierarchyDiagram
    let facts: HierarchyFacts
    var boxes: [Box] = []
    var cursor = Metric.pad
    var width = 0.0
    var detachedHeadingY: Double?
    /// The legend under the boxes: each glyph and edge the picture uses, where it goes, and
    /// its words (as the timeline's legend names its marks).
    var legend: [(item: LegendItem, x: Double, y: Double, label: String)] = []
    /// Where the legend's rule is drawn.
    var legendRuleY: Double?

    /// What the legend can name, in its order.
    enum LegendItem: CaseIterable {
      case appeared, appearing, disappearing, disappeared, viewNotLoaded, presents
    }

    init(diagram: HierarchyDiagram) {
      self.diagram = diagram
      self.facts = HierarchyFacts(
        snapshot: diagram.snapshot, strings: diagram.strings, names: diagram.names)
    }

    var strings: PictureStrings { diagram.strings }

    mutating func run() {
      let windowWidth = 34 + SVGText.width(facts.windowLabel, fontSize: 12)
      width = Metric.pad * 2 + windowWidth
      cursor = Metric.pad + Metric.windowHeight + Metric.gap
      if diagram.snapshot.root == nil {
        width = max(width, Metric.pad * 2 + Metric.indent + SVGText.width(strings.noRoot, fontSize: 12))
        cursor += 18
      }
      // Containment indents; a presentation does not: the presented controller is a layer on
      // top of its presenter, drawn at the presenter's indent (the text tree keeps the depth).
      var indent: [ObjectID: Int] = [:]
      for entry in facts.entries() {
        let level: Int
        switch entry.relation {
        case .root, .detached: level = 0
        case .child(let parent, _): level = (indent[parent.id] ?? 0) + 1
        case .presented(_, let presenter): level = indent[presenter.id] ?? 0
        }
        indent[entry.node.id] = level
        if case .detached = entry.relation, detachedHeadingY == nil {
          cursor += 8
          detachedHeadingY = cursor + 12
          width = max(width, Metric.pad * 2 + SVGText.width(strings.notInWindow, fontSize: 12))
          cursor += 22
        }
        if case .presented(let p, _) = entry.relation {
          let labelWidth = SVGText.width(facts.edgeLabel(p), fontSize: 11)
          let x = x(depth: level)
          width = max(width, x + labelWidth + Metric.pad)
          cursor += Metric.labelHeight
        }
        let box = Box(entry: entry, x: x(depth: level), y: cursor, width: boxWidth(entry))
        boxes.append(box)
        width = max(width, box.x + box.width + Metric.pad)
        cursor += Metric.boxHeight + Metric.gap
      }
      cursor += Metric.pad - Metric.gap
      placeLegend()
    }

    /// The glyphs and edges in use, in a fixed order, flowing into lines as wide as the
    /// picture (at least wide enough for one item).
    mutating func placeLegend() {
      var used = Set<LegendItem>()
      for box in boxes {
        let node = box.entry.node
        switch (node.isViewLoaded, node.appearance) {
        case (false, _): used.insert(.viewNotLoaded)
        case (true, .appeared): used.insert(.appeared)
        case (true, .appearing): used.insert(.appearing)
        case (true, .disappearing): used.insert(.disappearing)
        case (true, .disappeared): used.insert(.disappeared)
        }
        if case .presented = box.entry.relation { used.insert(.presents) }
      }
      guard !used.isEmpty else { return }
      legendRuleY = cursor - 4
      var x = Metric.pad
      var y = cursor + 12
      for item in LegendItem.allCases where used.contains(item) {
        let label = legendLabel(item)
        let itemWidth = 22 + SVGText.width(label, fontSize: Metric.stateSize) * 1.05
        if x > Metric.pad, x + itemWidth > width - Metric.pad {
          x = Metric.pad
          y += 18
        }
        legend.append((item, x, y, label))
        width = max(width, x + itemWidth + Metric.pad)
        x += itemWidth + 14
      }
      cursor = y + 6 + Metric.pad
    }

    func legendLabel(_ item: LegendItem) -> String {
      switch item {
      case .appeared: return strings.appeared
      case .appearing: return strings.appearing
      case .disappearing: return strings.disappearing
      case .disappeared: return strings.disappeared
      case .viewNotLoaded: return strings.viewNotLoaded
      case .presents: return strings.presents
      }
    }

    func x(depth: Int) -> Double { Metric.pad + Metric.indent * Double(depth + 1) }

    func line1(_ node: HierarchySnapshot.Node) -> Double {
      SVGText.width(node.displayName, fontSize: Metric.nameSize) * 1.08 + 8
        + SVGText.width(node.className, fontSize: Metric.classSize)
    }

    func stateSpans(_ entry: HierarchyFacts.Entry) -> [(String, String)] {
      let node = entry.node
      let stateClass: String
      switch (node.isViewLoaded, node.appearance) {
      case (false, _): stateClass = "dp-muted"
      case (true, .appeared): stateClass = "dp-t-appeared"
      case (true, .appearing), (true, .disappearing): stateClass = "dp-t-trans"
      case (true, .disappeared): stateClass = "dp-muted"
      }
      var spans = [(facts.stateWord(node), stateClass)]
      if case .child(_, let tag?) = entry.relation { spans.append((" · " + tag, "dp-muted")) }
      if let by = entry.coveredBy { spans.append((" · " + strings.format(\.covered, by.displayName), "dp-muted")) }
      for presented in entry.sourceOf {
        spans.append((" · ", "dp-muted"))
        spans.append(("present(\(presented.displayName))", "dp-code dp-present-label"))
      }
      return spans
    }

    func boxWidth(_ entry: HierarchyFacts.Entry) -> Double {
      let state = stateSpans(entry).reduce(0.0) { $0 + SVGText.width($1.0, fontSize: Metric.stateSize) }
      return 10 + max(line1(entry.node), 12 + state) + 12
    }

    // MARK: Drawing

    func draw() -> DrawnPicture {
      var svg = SVGDocument()
      let hatch = "\(diagram.id)-hatch"
      svg.def(
        "<pattern id=\"\(SVGText.escape(hatch))\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><line class=\"dp-hatch-line\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\"/></pattern>"
      )
      // The window.
      let windowWidth = 34 + SVGText.width(facts.windowLabel, fontSize: 12)
      svg.rect(
        x: Metric.pad, y: Metric.pad, width: windowWidth, height: Metric.windowHeight,
        radius: 6, cls: "dp-window")
      // A small window glyph: a frame with a title bar.
      svg.rect(x: Metric.pad + 8, y: Metric.pad + 8, width: 12, height: 10, radius: 1.5, cls: "dp-window")
      svg.line(x1: Metric.pad + 8, y1: Metric.pad + 11.5, x2: Metric.pad + 20, y2: Metric.pad + 11.5, cls: "dp-edge")
      svg.text(x: Metric.pad + 26, y: Metric.pad + 17.5, facts.windowLabel)
      if diagram.snapshot.root == nil {
        svg.text(
          x: x(depth: 0), y: Metric.pad + Metric.windowHeight + Metric.gap + 12,
          cls: "dp-muted", strings.noRoot)
      }

      // Edges first, so boxes sit on top of them.
      for (index, box) in boxes.enumerated() {
        switch box.entry.relation {
        case .root:
          let tx = Metric.pad + Metric.trunk
          svg.path([(tx, Metric.pad + Metric.windowHeight), (tx, box.midY), (box.x, box.midY)], cls: "dp-edge")
        case .detached:
          break
        case .child(let parent, _):
          guard let parentBox = boxes[..<index].last(where: { $0.entry.node.id == parent.id }) else { break }
          let tx = parentBox.x + Metric.trunk
          svg.path([(tx, parentBox.y + Metric.boxHeight), (tx, box.midY), (box.x, box.midY)], cls: "dp-edge")
        case .presented(let p, let presenter):
          guard let parentBox = boxes[..<index].last(where: { $0.entry.node.id == presenter.id }) else { break }
          // Out of the presenter's left side and down the gutter to the presented box: a loop
          // no containment line makes, ending in an arrow.
          let gutter = parentBox.x - 9
          svg.path(
            [(parentBox.x, parentBox.midY), (gutter, parentBox.midY), (gutter, box.midY), (box.x - 7, box.midY)],
            cls: "dp-present")
          svg.polygon(
            [(box.x - 8, box.midY - 4.5), (box.x - 0.5, box.midY), (box.x - 8, box.midY + 4.5)], cls: "dp-arrow")
          svg.text(x: box.x, y: box.y - 6, cls: "dp-small dp-present-label", facts.edgeLabel(p))
          // The presented controller sits on a layer of its own: a card behind its box.
          svg.rect(x: box.x + 4, y: box.y + 4, width: box.width, height: Metric.boxHeight, radius: 6, cls: "dp-layer")
        }
      }

      if let headingY = detachedHeadingY {
        svg.text(x: Metric.pad, y: headingY, cls: "dp-muted", strings.notInWindow)
      }

      for box in boxes { drawBox(box, into: &svg, hatch: hatch) }

      if let ruleY = legendRuleY {
        svg.line(x1: Metric.pad - 6, y1: ruleY, x2: width - Metric.pad + 6, y2: ruleY, cls: "dp-lane")
        for entry in legend {
          drawLegendMark(entry.item, x: entry.x, y: entry.y - 4, into: &svg)
          svg.text(x: entry.x + 22, y: entry.y, cls: "dp-small dp-muted", entry.label)
        }
      }

      return svg.render(
        id: diagram.id, width: width, height: cursor, language: strings.language,
        title: strings.hierarchyTitle, desc: diagram.description(), kind: "hierarchy", embedsStyle: diagram.embedsStyle)
    }

    func drawBox(_ box: Box, into svg: inout SVGDocument, hatch: String) {
      let node = box.entry.node
      let stateClass: String
      if !node.isViewLoaded {
        stateClass = "dp-s-unloaded"
      } else {
        stateClass = "dp-s-\(node.appearance.rawValue)"
      }
      svg.rect(
        x: box.x, y: box.y, width: box.width, height: Metric.boxHeight, radius: 6,
        cls: "dp-box \(stateClass)")
      if box.entry.covered {
        svg.rect(
          x: box.x, y: box.y, width: box.width, height: Metric.boxHeight, radius: 6,
          cls: "dp-covered", extra: " fill=\"url(#\(SVGText.escape(hatch)))\" opacity=\"0.45\"")
      }
      svg.text(
        x: box.x + 10, y: box.y + 18,
        [
          (node.displayName, "dp-name"), ("  ", ""), (node.className, "dp-code dp-small dp-muted"),
        ])
      drawGlyph(node, cx: box.x + Metric.trunk, cy: box.y + 31, into: &svg)
      svg.text(x: box.x + 25, y: box.y + 35, cls: "dp-small", stateSpans(box.entry))
    }

    /// A legend item's mark: a state's glyph, or a short presentation arrow.
    func drawLegendMark(_ item: LegendItem, x: Double, y: Double, into svg: inout SVGDocument) {
      switch item {
      case .presents:
        svg.path([(x, y), (x + 9, y)], cls: "dp-present")
        svg.polygon([(x + 9, y - 4.5), (x + 16.5, y), (x + 9, y + 4.5)], cls: "dp-arrow")
      case .viewNotLoaded: drawGlyph(loaded: false, appearance: .disappeared, cx: x + 8, cy: y, into: &svg)
      case .appeared: drawGlyph(loaded: true, appearance: .appeared, cx: x + 8, cy: y, into: &svg)
      case .appearing: drawGlyph(loaded: true, appearance: .appearing, cx: x + 8, cy: y, into: &svg)
      case .disappearing: drawGlyph(loaded: true, appearance: .disappearing, cx: x + 8, cy: y, into: &svg)
      case .disappeared: drawGlyph(loaded: true, appearance: .disappeared, cx: x + 8, cy: y, into: &svg)
      }
    }

    func drawGlyph(_ node: HierarchySnapshot.Node, cx: Double, cy: Double, into svg: inout SVGDocument) {
      drawGlyph(loaded: node.isViewLoaded, appearance: node.appearance, cx: cx, cy: cy, into: &svg)
    }

    /// ● appeared, ◐ appearing, ◑ disappearing, ○ disappeared, dotted ○ view not loaded.
    func drawGlyph(
      loaded: Bool, appearance: AppearanceState, cx: Double, cy: Double, into svg: inout SVGDocument
    ) {
      let r = 4.5
      let c = SVGText.num
      guard loaded else {
        svg.circle(cx: cx, cy: cy, r: r, cls: "dp-g-off", extra: " stroke-dasharray=\"1.5 1.6\"")
        return
      }
      switch appearance {
      case .appeared:
        svg.circle(cx: cx, cy: cy, r: r, cls: "dp-g-appeared")
      case .disappeared:
        svg.circle(cx: cx, cy: cy, r: r, cls: "dp-g-off", extra: " stroke-width=\"1.5\"")
      case .appearing, .disappearing:
        // A ring with one half filled: the left half while appearing, the right while disappearing.
        svg.circle(cx: cx, cy: cy, r: r, cls: "dp-g-trans dp-hole", extra: " stroke-width=\"1.5\"")
        let sweep = appearance == .appearing ? "0" : "1"
        svg.raw(
          "<path class=\"dp-g-trans\" d=\"M\(c(cx)) \(c(cy - r))A\(c(r)) \(c(r)) 0 0 \(sweep) \(c(cx)) \(c(cy + r))Z\"/>"
        )
      }
    }
  }
}
