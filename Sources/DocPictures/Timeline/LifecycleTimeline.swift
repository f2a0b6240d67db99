import DocEngine

/// An SVG swim-lane timeline of a scenario's log, drawn from the engine's `LogEvent`s.
///
/// Each object that logged gets a vertical lane, named at the top in a staircase so long names
/// never collide; `print` output, warnings and hierarchy dumps go to a last "console" lane.
/// Events run down the page in log order, one row each: a mark in the receiver's lane, a dotted
/// guide, and a label (the log line, receiver included). Rows are grouped under a band
/// showing the scenario statement that caused them (`LogEvent.cause`). Warnings and an error
/// are highlighted rows.
///
/// ```swift
/// let svg = LifecycleTimeline(
///   events: result.events, name: { engine.displayName(of: $0) },
///   sourceLines: scenario.lines, strings: strings, id: "s1-timeline"
/// ).svg()
/// ```
public struct LifecycleTimeline {
  public var events: [LogEvent]
  public var name: (ObjectID) -> String
  /// The scenario's source, one string a line; `StatementTag.line` 1 is `sourceLines[0]`.
  public var sourceLines: [String]
  public var strings: PictureStrings
  public var id: String
  /// Carry the picture style sheet (``PictureStyle``) inside the `<svg>`; false when the page
  /// that shows the picture states it once for all of them.
  public var embedsStyle = true
  /// The error that stopped the scenario, drawn as the last row.
  public var error: EngineError?

  public init(
    events: [LogEvent], name: @escaping (ObjectID) -> String, sourceLines: [String],
    strings: PictureStrings = .english, id: String = "timeline", error: EngineError? = nil
  ) {
    self.events = events
    self.name = name
    self.sourceLines = sourceLines
    self.strings = strings
    self.id = id
    self.error = error
  }

  /// The `<svg>` element, ending with a newline.
  public func svg() -> String {
    picture().svg
  }

  /// The picture with its size and texts, for a page that shows it from a file.
  public func picture() -> DrawnPicture {
    var layout = Layout(timeline: self)
    layout.run()
    return layout.draw()
  }

  /// The sentences a screen reader reads for the picture (also the SVG's `<desc>`).
  public func description() -> String {
    let model = Model(timeline: self)
    let labels = TimelineLabels(name: name)
    return description(
      model: model,
      rowTexts: model.groups.map { group in group.rows.map { model.text(of: $0, labels: labels) } },
      headings: model.groups.map(model.heading))
  }

  /// The description from a model and its rows' texts and groups' headings (each in order)
  /// that a layout has already made.
  fileprivate func description(model: Model, rowTexts: [[String]], headings: [String]) -> String {
    var sentences = [
      strings.format(
        \.timelineSummary, String(events.count), String(model.laneCount),
        String(model.groups.count))
    ]
    let warnings = events.filter { if case .warning = $0.kind { return true } else { return false } }
    if !warnings.isEmpty { sentences.append(strings.format(\.warningsSummary, String(warnings.count))) }
    for (heading, lines) in zip(headings, rowTexts) {
      let joined = lines.joined(separator: "; ")
      sentences.append(heading + ": " + joined + (joined.hasSuffix(".") ? "" : "."))
    }
    return sentences.joined(separator: " ")
  }
}

// MARK: - Model

extension LifecycleTimeline {
  fileprivate enum Row {
    case event(LogEvent)
    case error(EngineError)
  }

  fileprivate struct Group {
    var cause: StatementTag?
    var rows: [Row]
  }

  /// Lanes in order of first appearance, and events grouped by consecutive cause.
  fileprivate struct Model {
    var lanes: [ObjectID] = []
    var hasConsole = false
    var groups: [Group] = []
    let timeline: LifecycleTimeline

    init(timeline: LifecycleTimeline) {
      self.timeline = timeline
      let labels = TimelineLabels(name: timeline.name)
      for event in timeline.events {
        if let receiver = labels.receiver(event.kind) {
          if !lanes.contains(receiver) { lanes.append(receiver) }
        } else {
          hasConsole = true
        }
        append(.event(event), cause: event.cause)
      }
      if let error = timeline.error {
        hasConsole = true
        append(.error(error), cause: error.statement)
      }
    }

    private mutating func append(_ row: Row, cause: StatementTag?) {
      if let last = groups.last, last.cause == cause {
        groups[groups.count - 1].rows.append(row)
      } else {
        groups.append(Group(cause: cause, rows: [row]))
      }
    }

    var laneCount: Int { lanes.count + (hasConsole ? 1 : 0) }

    /// A row's text: the event's log line, or the error with its label.
    func text(of row: Row, labels: TimelineLabels) -> String {
      switch row {
      case .event(let event): return labels.label(event.kind)
      case .error(let error): return "\(timeline.strings.error): \(error.message)"
      }
    }

    /// `line 3`, or the words for events outside any statement.
    func heading(_ group: Group) -> String {
      guard let cause = group.cause else { return timeline.strings.outsideStatements }
      return timeline.strings.format(\.line, String(cause.line))
    }

    /// The statement's source text, trimmed, or `nil`.
    func source(_ group: Group) -> String? {
      guard let cause = group.cause, cause.line >= 1, cause.line <= timeline.sourceLines.count else {
        return nil
      }
      let text = timeline.sourceLines[cause.line - 1]
      let trimmed = String(text.drop(while: { $0 == " " || $0 == "\t" }))
      return trimmed.isEmpty ? nil : trimmed
    }
  }
}

// MARK: - Layout and drawing

extension LifecycleTimeline {
  fileprivate enum Metric {
    static let pad = 16.0
    static let laneWidth = 20.0
    static let headerStep = 17.0
    static let lineHeight = 16.0
    static let fontSize = 12.0
    /// Labels and statement headings wrap early so a timeline fits a phone (390 px, less the
    /// page's margins) at full size: a narrow picture, not a wide one scaled down. Labels get
    /// what the lanes leave of `phoneWidth`, never less than `minLabelEms`.
    static let phoneWidth = 320.0
    static let minLabelEms = 14.0
    static let headingEms = 22.0
    static let groupGap = 6.0
  }

  fileprivate struct PlacedRow {
    var row: Row
    var y: Double
    var height: Double
    var lines: [String]
  }

  fileprivate struct PlacedGroup {
    var group: Group
    /// `line 3` in the picture's language (``Model/heading(_:)``), made once for the band
    /// and the description.
    var heading: String
    var y: Double
    var height: Double
    var lines: [String]
    var rows: [PlacedRow]
  }

  fileprivate struct Layout {
    let timeline: LifecycleTimeline
    let model: Model
    let labels: TimelineLabels
    var width = 0.0
    var height = 0.0
    var bodyTop = 0.0
    /// Where lane lines end: above the legend.
    var bodyBottom = 0.0
    var labelX = 0.0
    var placed: [PlacedGroup] = []
    /// Each group's row texts (``text(of:)``), for the description.
    var rowTexts: [[String]] = []
    /// The legend under the rows: each mark the picture uses, where it goes, and its words.
    var legend: [(mark: Mark, x: Double, y: Double, label: String)] = []

    init(timeline: LifecycleTimeline) {
      self.timeline = timeline
      self.model = Model(timeline: timeline)
      self.labels = TimelineLabels(name: timeline.name)
    }

    var strings: PictureStrings { timeline.strings }

    func laneX(_ index: Int) -> Double { Metric.pad + 8 + Metric.laneWidth * Double(index) }

    /// The lane index of an event (the console lane is last).
    func lane(of row: Row) -> Int {
      switch row {
      case .event(let event):
        if let receiver = labels.receiver(event.kind), let index = model.lanes.firstIndex(of: receiver) {
          return index
        }
        return model.lanes.count
      case .error:
        return model.lanes.count
      }
    }

    func laneName(_ index: Int) -> String {
      index < model.lanes.count ? timeline.name(model.lanes[index]) : strings.console
    }

    func text(of row: Row) -> String { model.text(of: row, labels: labels) }

    mutating func run() {
      let lanes = model.laneCount
      labelX = laneX(max(lanes, 1) - 1) + Metric.laneWidth
      width = labelX + Metric.pad
      // Lane names, in a staircase.
      for index in 0..<lanes {
        width = max(width, laneX(index) - 5 + SVGText.width(laneName(index), fontSize: 12) * 1.08 + Metric.pad)
      }
      bodyTop = Metric.pad + Double(lanes) * Metric.headerStep + 8
      // Rows: wrap labels first to know the width.
      var rowsByGroup: [[(Row, [String])]] = []
      let labelEms = max(Metric.minLabelEms, (Metric.phoneWidth - labelX - Metric.pad) / Metric.fontSize)
      for group in model.groups {
        let texts = group.rows.map(text(of:))
        rowTexts.append(texts)
        rowsByGroup.append(zip(group.rows, texts).map { row, text in (row, SVGText.wrap(text, maxEms: labelEms)) })
      }
      let widest = rowsByGroup.joined().flatMap(\.1).map { SVGText.ems($0) }.max() ?? 0
      width = max(width, labelX + widest * Metric.fontSize + Metric.pad)
      width = max(width, 280)
      // Group headings wrap to the width the rows need, or 22 ems, whichever is wider; the
      // picture widens to its widest heading.
      let headingEms = max(Metric.headingEms, (width - 2 * Metric.pad - 12) / Metric.fontSize)
      var widestHeading = 0.0
      var y = bodyTop
      for (group, rows) in zip(model.groups, rowsByGroup) {
        let prefix = model.heading(group)
        var headLines: [String]
        if let source = model.source(group) {
          headLines = SVGText.wrap(source, maxEms: headingEms - SVGText.ems(prefix) - 1)
        } else {
          headLines = [""]
        }
        if headLines.isEmpty { headLines = [""] }
        widestHeading = max(widestHeading, SVGText.ems(prefix) + 1 + (headLines.map { SVGText.ems($0) }.max() ?? 0))
        let groupHeight = 8 + Double(headLines.count) * Metric.lineHeight
        var placedRows: [PlacedRow] = []
        var rowY = y + groupHeight + 2
        for (row, lines) in rows {
          let rowHeight = Double(lines.count) * Metric.lineHeight + 6
          placedRows.append(PlacedRow(row: row, y: rowY, height: rowHeight, lines: lines))
          rowY += rowHeight
        }
        placed.append(
          PlacedGroup(group: group, heading: prefix, y: y, height: groupHeight, lines: headLines, rows: placedRows))
        y = rowY + Metric.groupGap
      }
      width = max(width, widestHeading * Metric.fontSize + 2 * Metric.pad + 12)
      height = y - Metric.groupGap + Metric.pad
      if model.groups.isEmpty { height = bodyTop + Metric.pad }
      bodyBottom = height - Metric.pad
      placeLegend()
    }

    /// The marks in use, in a fixed order, flowing into lines as wide as the picture.
    mutating func placeLegend() {
      let used = Set(placed.flatMap { $0.rows.map { mark(of: $0.row) } })
      guard !used.isEmpty else { return }
      var x = Metric.pad
      var y = height - Metric.pad + 14
      for mark in Mark.allCases where used.contains(mark) {
        let label = legendLabel(mark)
        let itemWidth = 14 + SVGText.width(label, fontSize: 11) * 1.05
        if x > Metric.pad, x + itemWidth > width - Metric.pad {
          x = Metric.pad
          y += Metric.lineHeight
        }
        legend.append((mark, x, y, label))
        x += itemWidth + 14
      }
      height = y + Metric.pad
    }

    /// What a mark is called in the legend: the API name where there is one.
    func legendLabel(_ mark: Mark) -> String {
      switch mark {
      case .load: return "viewDidLoad"
      case .willAppear: return "viewWillAppear"
      case .didAppear: return "viewDidAppear"
      case .willDisappear: return "viewWillDisappear"
      case .didDisappear: return "viewDidDisappear"
      case .willMove: return "willMove(toParent:)"
      case .didMove: return "didMove(toParent:)"
      case .deinitialized: return "deinit"
      case .call: return strings.callMark
      case .printed: return strings.printMark
      case .hierarchy: return "printHierarchy()"
      case .warning: return strings.warning
      case .error: return strings.error
      }
    }

    func draw() -> DrawnPicture {
      var svg = SVGDocument()
      let lanes = model.laneCount
      let bandX = Metric.pad - 6
      let bandWidth = width - 2 * Metric.pad + 12

      // Highlight bands of warnings and errors, under everything.
      for group in placed {
        for row in group.rows {
          switch row.row {
          case .event(let event):
            if case .warning = event.kind {
              svg.rect(x: bandX, y: row.y, width: bandWidth, height: row.height, radius: 3, cls: "dp-warn-bg")
            }
          case .error:
            svg.rect(x: bandX, y: row.y, width: bandWidth, height: row.height, radius: 3, cls: "dp-err-bg")
          }
        }
      }

      // Lane names and lines; a lane ends at its object's deinit.
      for index in 0..<lanes {
        let x = laneX(index)
        let headerY = Metric.pad + 12 + Double(index) * Metric.headerStep
        svg.text(
          x: x - 5, y: headerY, cls: index < model.lanes.count ? "dp-name dp-small" : "dp-muted dp-small",
          laneName(index))
        var endY = bodyBottom
        if index < model.lanes.count {
          for group in placed {
            for row in group.rows {
              if case .event(let event) = row.row, case .deinitialized(let id) = event.kind,
                id == model.lanes[index]
              {
                endY = row.y + row.height / 2
              }
            }
          }
        }
        svg.line(x1: x, y1: headerY + 5, x2: x, y2: endY, cls: "dp-lane")
      }

      // Statement bands over the lane lines.
      for group in placed {
        svg.rect(x: bandX, y: group.y, width: bandWidth, height: group.height, radius: 4, cls: "dp-group")
        let heading = group.heading
        let headingWidth = SVGText.width(heading, fontSize: 11) + 8
        for (offset, line) in group.lines.enumerated() {
          let baseline = group.y + 4 + Metric.lineHeight * Double(offset + 1) - 4
          if offset == 0 {
            svg.text(x: Metric.pad, y: baseline, [(heading, "dp-small dp-muted"), ("", "")])
          }
          if !line.isEmpty {
            svg.text(x: Metric.pad + headingWidth, y: baseline, cls: "dp-code", line)
          }
        }
      }

      // Events.
      for group in placed {
        for row in group.rows {
          let lane = lane(of: row.row)
          let x = laneX(lane)
          let markY = row.y + Metric.lineHeight / 2 + 3
          if x + 7 < labelX - 4 {
            svg.line(x1: x + 7, y1: markY, x2: labelX - 4, y2: markY, cls: "dp-guide")
          }
          drawMark(mark(of: row.row), x: x, y: markY, into: &svg)
          for (offset, line) in row.lines.enumerated() {
            let baseline = row.y + 14 + Metric.lineHeight * Double(offset) - 1
            svg.text(x: labelX, y: baseline, spans(row.row, line: line, first: offset == 0))
          }
        }
      }

      // The legend: a rule, then each mark in use with its name.
      if let first = legend.first {
        svg.line(x1: Metric.pad - 6, y1: first.y - 12, x2: width - Metric.pad + 6, y2: first.y - 12, cls: "dp-lane")
        for item in legend {
          drawMark(item.mark, x: item.x + 5, y: item.y - 4, into: &svg)
          svg.text(x: item.x + 14, y: item.y, cls: "dp-small dp-muted", item.label)
        }
      }

      return svg.render(
        id: timeline.id, width: width, height: height, language: strings.language,
        title: strings.timelineTitle,
        desc: timeline.description(model: model, rowTexts: rowTexts, headings: placed.map(\.heading)), kind: "timeline",
        embedsStyle: timeline.embedsStyle)
    }

    func spans(_ row: Row, line: String, first: Bool) -> [(String, String)] {
      switch row {
      case .event(let event):
        switch event.kind {
        case .warning:
          if first, line.hasPrefix("warning:") {
            return [("warning:", "dp-warn-text"), (String(line.dropFirst(8)), "")]
          }
          return [(line, "")]
        case .printed: return [(line, "dp-code")]
        case .hierarchy: return [(line, "dp-code dp-muted")]
        default: return [(line, "dp-code")]
        }
      case .error:
        let prefix = "\(strings.error):"
        if first, line.hasPrefix(prefix) {
          return [(prefix, "dp-err-text"), (String(line.dropFirst(prefix.count)), "")]
        }
        return [(line, "")]
      }
    }

    /// The kinds of mark, in legend order: ■ viewDidLoad, ○ viewWillAppear, ● viewDidAppear,
    /// ⊖ viewWillDisappear (open, barred), a filled barred circle for viewDidDisappear, ◇/◆
    /// willMove/didMove, × deinit, ▶ segue, delegate and transition calls, › print,
    /// □ printHierarchy, ▲ warning, ⬣ error. Appearing and disappearing never share a shape.
    enum Mark: Int, CaseIterable, Hashable {
      case load, willAppear, didAppear, willDisappear, didDisappear, willMove, didMove, deinitialized, call, printed,
        hierarchy, warning, error
    }

    func mark(of row: Row) -> Mark {
      switch row {
      case .error: return .error
      case .event(let event):
        switch event.kind {
        case .lifecycle(_, let callback):
          switch callback {
          case .viewDidLoad: return .load
          case .viewWillAppear: return .willAppear
          case .viewDidAppear: return .didAppear
          case .viewWillDisappear: return .willDisappear
          case .viewDidDisappear: return .didDisappear
          case .viewIsAppearing, .loadView: return .call
          }
        case .willMove: return .willMove
        case .didMove: return .didMove
        case .deinitialized: return .deinitialized
        case .segue, .delegate, .transition: return .call
        case .printed: return .printed
        case .hierarchy: return .hierarchy
        case .warning: return .warning
        }
      }
    }

    func drawMark(_ mark: Mark, x: Double, y: Double, into svg: inout SVGDocument) {
      switch mark {
      case .error:
        svg.circle(cx: x, cy: y, r: 6, cls: "dp-err")
        svg.raw("<path class=\"dp-hole\" d=\"M\(n(x - 1)) \(n(y - 3.5))h2v4.5h-2zM\(n(x - 1)) \(n(y + 2))h2v2h-2z\"/>")
      case .load:
        svg.rect(x: x - 4, y: y - 4, width: 8, height: 8, cls: "dp-mark")
      case .willAppear:
        svg.circle(cx: x, cy: y, r: 4, cls: "dp-mark-open")
      case .didAppear:
        svg.circle(cx: x, cy: y, r: 4, cls: "dp-mark")
      case .willDisappear:
        svg.circle(cx: x, cy: y, r: 4.5, cls: "dp-mark-open")
        svg.path([(x - 4.5, y), (x + 4.5, y)], cls: "dp-mark")
      case .didDisappear:
        svg.circle(cx: x, cy: y, r: 4.5, cls: "dp-mark")
        svg.raw("<path class=\"dp-hole\" d=\"M\(n(x - 3.5)) \(n(y - 1))h7v2h-7z\"/>")
      case .willMove:
        svg.polygon([(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)], cls: "dp-mark-open")
      case .didMove:
        svg.polygon([(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)], cls: "dp-mark")
      case .deinitialized:
        svg.path([(x - 4, y - 4), (x + 4, y + 4)], cls: "dp-mark")
        svg.path([(x - 4, y + 4), (x + 4, y - 4)], cls: "dp-mark")
      case .call:
        svg.polygon([(x - 3.5, y - 4.5), (x + 4.5, y), (x - 3.5, y + 4.5)], cls: "dp-mark")
      case .printed:
        svg.path([(x - 3, y - 4), (x + 2, y), (x - 3, y + 4)], cls: "dp-edge")
      case .hierarchy:
        svg.rect(x: x - 4, y: y - 4, width: 8, height: 8, cls: "dp-mark-open")
      case .warning:
        svg.polygon([(x, y - 6), (x + 6.5, y + 5), (x - 6.5, y + 5)], cls: "dp-warn")
        svg.raw(
          "<path class=\"dp-hole\" d=\"M\(n(x - 0.9)) \(n(y - 2.5))h1.8v4h-1.8zM\(n(x - 0.9)) \(n(y + 2.4))h1.8v1.6h-1.8z\"/>"
        )
      }
    }

    private func n(_ v: Double) -> String { SVGText.num(v) }
  }
}
