/// Table views and collection views: what their data source is asked and when, the cells
/// they show, their reuse queues and their selection (docs/engine.md 45–47).
///
/// A list view asks its data source in a *layout pass*, never in the call that changes it:
/// `reloadData()`, a new data source or a move into the window marks it, and the pass loads it
/// when it is in the window — during an appearance, after `viewWillAppear` (and
/// `viewIsAppearing`) and before `viewDidAppear`; otherwise when the run loop's turn ends. A
/// load asks `numberOfSections(in:)` (when implemented), the row count of each section, then a
/// cell for each row the engine's screen shows (`Engine.screenHeight` points, rows of
/// `rowHeight`, 44 when it is automatic), in order. Data-source and delegate calls are logged
/// when implemented, as other delegate methods are.
extension Engine {
  /// The screen the engine's iPhone shows lists on, in points (an iPhone 15 in portrait): a
  /// table shows the rows whose top is above `screenHeight`. There is no layout: a list's own
  /// frame does not change it.
  public static let screenHeight = 844.0
  public static let screenWidth = 390.0
  /// The height of a row whose table's `rowHeight` is automatic (`UITableView.automaticDimension`).
  public static let defaultRowHeight = 44.0

  // MARK: - The state of a list view

  /// The list state of `view`, made when first needed (a table view's, or a table view
  /// controller's view's).
  func listState(_ view: ViewHandle) -> ListViewState {
    if let state = listViews[view] { return state }
    let state = ListViewState(order: listViews.count, isCollection: kind(of: view) == .collectionView)
    listViews[view] = state
    return state
  }

  private func requireListView(_ view: ViewHandle) -> ListViewState {
    precondition(kind(of: view).isListView, "\(view) is not a table or collection view")
    return listState(view)
  }

  /// What a UITableViewController or UICollectionViewController does when its view loads:
  /// the list view is its view, and the controller its data source and delegate.
  func setUpListController(_ id: ObjectID) throws {
    let kind = self[id].kind
    guard kind == .tableViewController || kind == .collectionViewController else { return }
    if kind == .collectionViewController, collectionLayout(of: id) == nil {
      // A storyboard's collection view controller comes with a flow layout; one made in code
      // without `init(collectionViewLayout:)` has none, which UIKit refuses.
      guard storyboardCatalog.origins[id] != nil else { throw error(.list(.collectionViewWithoutLayout(id))) }
      setCollectionLayout(makeElement(.collectionViewFlowLayout), of: .root(id))
    }
    let view = ViewHandle.root(id)
    _ = listState(view)
    var node = elements[view: view]
    if node.properties["dataSource"] == nil { node.properties["dataSource"] = .object(id) }
    if node.properties["delegate"] == nil { node.properties["delegate"] = .object(id) }
    elements[view: view] = node
  }

  /// The layout a collection view controller was made with (`init(collectionViewLayout:)`).
  public func collectionLayout(of controller: ObjectID) -> ElementID? {
    uikitData.collectionLayouts[.root(controller)]
  }

  /// A collection view's layout (`collectionViewLayout`).
  public func collectionLayout(ofView view: ViewHandle) -> ElementID? { uikitData.collectionLayouts[view] }

  /// Sets a collection view's (or a collection view controller's) layout.
  public func setCollectionLayout(_ layout: ElementID, of view: ViewHandle) {
    uikitData.collectionLayouts[view] = layout
    if kind(of: view) == .collectionView { listViews[view]?.needsCells = true }
  }

  // MARK: - Cells

  /// `register(UITableViewCell.self, forCellReuseIdentifier: "Cell")`: dequeueing `identifier`
  /// now makes a cell when the reuse queue has none.
  public func registerCell(_ identifier: String, in list: ViewHandle) {
    var state = requireListView(list)
    state.registered.insert(identifier)
    listViews[list] = state
  }

  /// `storyboard.prototypeCell("Cell", in: ListViewController.self)`: the scene of that class
  /// has a prototype cell with this identifier, which its table views know when a storyboard
  /// made the controller (a controller made in code has no scene, so no prototypes).
  public func declarePrototypeCell(_ identifier: String, className: String) {
    if !uikitData.prototypeCells[className, default: []].contains(identifier) {
      uikitData.prototypeCells[className, default: []].append(identifier)
    }
  }

  /// Registers the prototype cells of a storyboard-made controller's scene in the list views
  /// its view loaded with: its own view (a table or collection view controller), else the
  /// list views in it (outlets connected from the scene).
  func registerPrototypeCells(of vc: ObjectID) {
    guard storyboardCatalog.origins[vc] != nil, let identifiers = uikitData.prototypeCells[self[vc].className],
      !identifiers.isEmpty
    else { return }
    let lists = elements.subtree(of: .root(vc)).filter { kind(of: $0).isListView }
    for list in lists {
      for identifier in identifiers { registerCell(identifier, in: list) }
    }
  }

  /// `dequeueReusableCell(withIdentifier:)` (`path` nil) and `(withIdentifier:for:)`: a cell
  /// from the reuse queue, else a new one when the identifier is registered; else nil, or —
  /// with an index path — UIKit's exception.
  public func dequeueCell(_ identifier: String, in list: ViewHandle, for path: ListIndexPath?) throws -> ElementID? {
    var state = requireListView(list)
    if var queue = state.reuseQueues[identifier], !queue.isEmpty {
      let cell = queue.removeFirst()
      state.reuseQueues[identifier] = queue
      listViews[list] = state
      return cell
    }
    guard state.registered.contains(identifier) else {
      if path == nil { return nil }
      throw error(.list(.unregisteredIdentifier(identifier, collection: state.isCollection)))
    }
    return makeCell(collection: state.isCollection, style: "default", reuseIdentifier: identifier)
  }

  /// `UITableViewCell(style:reuseIdentifier:)`, or a cell a list view makes for a registered
  /// identifier.
  public func makeCell(collection: Bool = false, style: String, reuseIdentifier: String?) -> ElementID {
    let cell = makeElement(collection ? .collectionViewCell : .tableViewCell)
    if let reuseIdentifier { elements[view: .element(cell)].properties["reuseIdentifier"] = .string(reuseIdentifier) }
    uikitData.cells[cell] = CellParts(style: style)
    return cell
  }

  /// A table view cell's style (`.default`, `.subtitle`, …).
  public func cellStyle(of cell: ElementID) -> String { uikitData.cells[cell]?.style ?? "default" }

  /// `cell.contentView`: made on first read, the cell's one subview.
  public func contentView(of cell: ElementID) -> ElementID {
    if let view = uikitData.cells[cell]?.contentView { return view }
    let view = makeElement(.view)
    elements.move(.element(view), under: .element(cell))
    uikitData.cells[cell, default: CellParts(style: "default")].contentView = view
    return view
  }

  /// `cell.textLabel`, made on first read inside the content view; `cell.detailTextLabel`
  /// likewise, nil for a `.default` cell, which has none.
  public func cellLabel(_ which: CellLabel, of cell: ElementID) -> ElementID? {
    let parts = uikitData.cells[cell] ?? CellParts(style: "default")
    if which == .detail && parts.style == "default" { return nil }
    if let label = which == .text ? parts.textLabel : parts.detailTextLabel { return label }
    let label = makeElement(.label)
    elements.move(.element(label), under: .element(contentView(of: cell)))
    if which == .text {
      uikitData.cells[cell, default: parts].textLabel = label
    } else {
      uikitData.cells[cell, default: parts].detailTextLabel = label
    }
    return label
  }

  public enum CellLabel: Sendable { case text, detail }

  // MARK: - Reloading and reading

  /// `reloadData()`: the list asks its data source again at the next layout pass.
  public func reloadData(_ list: ViewHandle) {
    var state = requireListView(list)
    state.needsCounts = true
    state.needsCells = true
    listViews[list] = state
  }

  /// A list view's `dataSource` or `delegate` was set: it loads again at the next layout pass.
  public func listViewDidChangeSource(_ list: ViewHandle) {
    guard kind(of: list).isListView else { return }
    reloadData(list)
  }

  /// `numberOfSections`: the sections loaded, asking the data source first when the list
  /// needs it (as UIKit does when asked).
  public func numberOfSections(in list: ViewHandle) throws -> Int {
    try loadCountsIfNeeded(list)
    return listState(list).sectionCounts.count
  }

  /// `numberOfRows(inSection:)`, `numberOfItems(inSection:)`.
  public func numberOfRows(inSection section: Int, of list: ViewHandle) throws -> Int {
    try loadCountsIfNeeded(list)
    let counts = listState(list).sectionCounts
    guard counts.indices.contains(section) else {
      throw error(.list(.noSuchSection(section, sections: counts.count)))
    }
    return counts[section]
  }

  /// `cellForRow(at:)`: the cell shown at `path`, nil when the row is not on screen.
  public func cellForRow(at path: ListIndexPath, in list: ViewHandle) -> ElementID? {
    listState(list).visible.first { $0.path == path }?.cell
  }

  /// `visibleCells`, in row order.
  public func visibleCells(of list: ViewHandle) -> [ElementID] { listState(list).visible.map(\.cell) }

  /// `indexPathsForVisibleRows`, `indexPathsForVisibleItems`.
  public func visibleIndexPaths(of list: ViewHandle) -> [ListIndexPath] { listState(list).visible.map(\.path) }

  /// `indexPathForSelectedRow` (`indexPathsForSelectedItems` is this one, as an array).
  public func selectedIndexPath(of list: ViewHandle) -> ListIndexPath? { listState(list).selected }

  /// `selectRow(at:animated:scrollPosition:)`: selects without calling the delegate (UIKit's
  /// documented behaviour); nil clears the selection.
  public func selectRow(at path: ListIndexPath?, in list: ViewHandle) throws {
    var state = requireListView(list)
    if let path { try requireRow(path, in: state) }
    state.selected = path
    listViews[list] = state
  }

  /// `deselectRow(at:animated:)`: clears the selection when it is that row; no delegate call.
  public func deselectRow(at path: ListIndexPath, in list: ViewHandle) {
    var state = requireListView(list)
    if state.selected == path { state.selected = nil }
    listViews[list] = state
  }

  /// A table or collection view controller's `viewWillAppear(_:)` (UIKit's implementation,
  /// run when the class does not override it or calls `super`): clears the selection unless
  /// `clearsSelectionOnViewWillAppear` is false.
  func clearSelectionOnAppear(_ id: ObjectID) {
    let kind = self[id].kind
    guard kind == .tableViewController || kind == .collectionViewController,
      listViews[.root(id)]?.selected != nil
    else { return }
    if case .bool(false)? = dataProperty("clearsSelectionOnViewWillAppear", of: id) { return }
    listViews[.root(id)]?.selected = nil
  }

  // MARK: - The layout pass

  /// Loads every list view in the window that needs it, in the order they were made: the
  /// layout pass that ends a run-loop turn, or the one of an appearance (before `viewDidAppear`).
  func layOutListViews() throws {
    guard !listViews.isEmpty else { return }
    work += listViews.count
    let pending = listViews.filter { $0.value.needsCounts || $0.value.needsCells }
      .sorted { $0.value.order < $1.value.order }.map(\.key)
    for list in pending where isListViewInWindow(list) {
      try loadCountsIfNeeded(list)
      if listViews[list]?.needsCells == true { try loadCells(list) }
    }
  }

  private func isListViewInWindow(_ list: ViewHandle) -> Bool {
    if case .root(let id) = list {
      guard !self[id].isDead, self[controller: id].isViewLoaded else { return false }
    }
    return isInWindow(list)
  }

  /// The object a list view's `dataSource` or `delegate` names, while it is alive.
  private func listObject(_ name: String, of list: ViewHandle) -> ObjectID? {
    if case .object(let id)? = property(name, ofView: list), !self[id].isDead { return id }
    return nil
  }

  /// The list view as its data source receives it.
  private func argument(_ list: ViewHandle) -> EngineValue {
    switch list {
    case .root(let id): return .view(id)
    case .element(let id): return .element(id)
    }
  }

  private func loadCountsIfNeeded(_ list: ViewHandle) throws {
    guard listState(list).needsCounts else { return }
    listViews[list]?.needsCounts = false
    let isCollection = listState(list).isCollection
    guard let source = listObject("dataSource", of: list) else {
      listViews[list]?.sectionCounts = []
      return
    }
    var sections = 1
    if implements(.numberOfSections, on: source) {
      try log(.delegate(source, .list(.numberOfSections)))
      sections = try count(callUser(.numberOfSections, on: source, [argument(list)]), of: .numberOfSections)
    }
    let rows: UIKitCallback = isCollection ? .collectionNumberOfItems : .tableNumberOfRows
    var counts: [Int] = []
    for section in 0..<sections {
      guard implements(rows, on: source) else {
        // A table or collection view controller has UIKit's own data-source methods: without
        // static cells, a section has no rows.
        if hasUIKitDataSource(source) {
          counts.append(0)
          continue
        }
        throw error(.unrecognizedSelector(rows.selector, target: source))
      }
      try log(.delegate(source, .list(.numberOfRows(section: section, collection: isCollection))))
      counts.append(try count(callUser(rows, on: source, [argument(list), .int(section)]), of: rows))
    }
    listViews[list]?.sectionCounts = counts
  }

  /// Whether `source` is a table or collection view controller, which has UIKit's own
  /// implementations of the data-source methods (for static cells).
  private func hasUIKitDataSource(_ source: ObjectID) -> Bool {
    self[source].kind == .tableViewController || self[source].kind == .collectionViewController
  }

  private func count(_ value: EngineValue?, of callback: UIKitCallback) throws -> Int {
    guard case .int(let count)? = value, count >= 0 else {
      throw error(.list(.invalidCount(callback.selector)))
    }
    return count
  }

  /// Asks for a cell for each row the screen shows, after putting the cells shown so far in
  /// the reuse queues (as `reloadData` recycles them).
  private func loadCells(_ list: ViewHandle) throws {
    listViews[list]?.needsCells = false
    var state = listState(list)
    for (_, cell) in state.visible {
      if case .string(let identifier)? = elements[view: .element(cell)].properties["reuseIdentifier"] {
        state.reuseQueues[identifier, default: []].append(cell)
      }
    }
    state.visible = []
    if let selected = state.selected, !state.contains(selected) { state.selected = nil }
    listViews[list] = state
    guard let source = listObject("dataSource", of: list) else { return }
    let isCollection = state.isCollection
    let cellCallback: UIKitCallback = isCollection ? .collectionCellForItem : .tableCellForRow
    func askCell(_ path: ListIndexPath) throws {
      guard implements(cellCallback, on: source) else {
        if hasUIKitDataSource(source) { throw error(.list(.noCellFromDataSource(source, collection: isCollection))) }
        throw error(.unrecognizedSelector(cellCallback.selector, target: source))
      }
      try log(.delegate(source, .list(.cell(path, collection: isCollection))))
      let result = try callUser(cellCallback, on: source, [argument(list), .indexPath(path)])
      guard case .element(let cell)? = result,
        elements[cell].kind == (isCollection ? .collectionViewCell : .tableViewCell)
      else { throw error(.list(.notACell(cellCallback.selector))) }
      if isCollection, elements[view: .element(cell)].properties["reuseIdentifier"] == nil {
        throw error(.list(.collectionCellNotDequeued))
      }
      listViews[list]?.visible.append((path, cell))
    }
    if isCollection {
      for path in try screenItems(of: list, counts: state.sectionCounts) { try askCell(path) }
      return
    }
    // Rows whose top is above the screen's bottom, each asked for its cell, then for its
    // height (self-sizing tables ask a row's height once its cell is made).
    var height = Self.defaultRowHeight
    if case .double(let set)? = property("rowHeight", ofView: list), set > 0 { height = set }
    var offset = 0.0
    sections: for (section, count) in state.sectionCounts.enumerated() {
      for row in 0..<count {
        if offset >= Self.screenHeight { break sections }
        let path = ListIndexPath(row: row, section: section)
        try askCell(path)
        var rowHeight = height
        if let delegate = listObject("delegate", of: list), implements(.tableHeightForRow, on: delegate) {
          try log(.delegate(delegate, .list(.height(path))))
          switch try callUser(.tableHeightForRow, on: delegate, [argument(list), .indexPath(path)]) {
          case .double(let value)?: rowHeight = value
          case .int(let value)?: rowHeight = Double(value)
          default: break
          }
          if !(rowHeight > 0) || !rowHeight.isFinite { rowHeight = Self.defaultRowHeight }
        }
        offset += rowHeight
      }
    }
  }

  /// The items of a collection view the engine's screen shows, in order: whole lines of the
  /// flow layout's `itemSize` and spacings (50 by 50 points, 10 apart, by default) that start
  /// above the screen's end along the scroll direction; each section starts a new line.
  private func screenItems(of list: ViewHandle, counts: [Int]) throws -> [ListIndexPath] {
    let (across, lineLength, screen) = collectionGeometry(of: list)
    var items: [ListIndexPath] = []
    var offset = 0.0
    sections: for (section, count) in counts.enumerated() where count > 0 {
      for item in 0..<count {
        if item > 0 && item % across == 0 { offset += lineLength }
        if offset >= screen { break sections }
        items.append(ListIndexPath(row: item, section: section))
        try step()
      }
      offset += lineLength
    }
    return items
  }

  /// Items across a line, a line's length with its spacing, and the screen's length along
  /// the scroll direction.
  private func collectionGeometry(of list: ViewHandle) -> (Int, Double, Double) {
    var size = (width: 50.0, height: 50.0)
    var line = 10.0
    var interitem = 10.0
    var vertical = true
    if let layout = collectionLayout(ofView: list) {
      let properties = elements[layout].properties
      if case .geometry(.size(let w, let h))? = properties["itemSize"], w > 0, h > 0 { size = (w, h) }
      if case .double(let value)? = properties["minimumLineSpacing"], value >= 0 { line = value }
      if case .double(let value)? = properties["minimumInteritemSpacing"], value >= 0 { interitem = value }
      if case .enumCase("horizontal", _)? = properties["scrollDirection"] { vertical = false }
    }
    let across = vertical ? Self.screenWidth : Self.screenHeight
    let itemAcross = vertical ? size.width : size.height
    let itemAlong = vertical ? size.height : size.width
    let count = max(1, Int((across + interitem) / (itemAcross + interitem)))
    return (count, itemAlong + line, vertical ? Self.screenHeight : Self.screenWidth)
  }

  private func requireRow(_ path: ListIndexPath, in state: ListViewState) throws {
    guard state.contains(path) else {
      throw error(.list(.noSuchRow(path, counts: state.sectionCounts, collection: state.isCollection)))
    }
  }

  // MARK: - The user

  /// `user.selectRow(2, in: table)`: a finger on a row the screen shows. The delegate is
  /// asked `tableView(_:willSelectRowAt:)` (nil stops, another index path selects that row)
  /// or `collectionView(_:shouldSelectItemAt:)`, the previous selection is deselected
  /// (`didDeselectRowAt`), the row is selected, then `didSelectRowAt` (engine.md 46). A list
  /// view that does not allow selection does nothing.
  public func userSelect(_ path: ListIndexPath, in list: ViewHandle) throws {
    try userEvent {
      let kind = kind(of: list)
      guard kind.isListView else { throw error(.list(.notAListView)) }
      guard isListViewInWindow(list) else { throw error(.list(.listNotOnScreen(collection: kind == .collectionView))) }
      let state = listState(list)
      try requireRow(path, in: state)
      guard state.visible.contains(where: { $0.path == path }) else {
        throw error(.list(.rowNotOnScreen(path, shown: state.visible.count, collection: state.isCollection)))
      }
      if case .bool(false)? = property("allowsSelection", ofView: list) { return }
      let isCollection = state.isCollection
      let delegate = listObject("delegate", of: list)
      var target = path
      if let delegate {
        if isCollection, implements(.collectionShouldSelectItem, on: delegate) {
          try log(.delegate(delegate, .list(.willSelect(path, collection: true))))
          let answer = try callUser(.collectionShouldSelectItem, on: delegate, [argument(list), .indexPath(path)])
          if answer?.boolValue == false { return }
        } else if !isCollection, implements(.tableWillSelectRow, on: delegate) {
          try log(.delegate(delegate, .list(.willSelect(path, collection: false))))
          switch try callUser(.tableWillSelectRow, on: delegate, [argument(list), .indexPath(path)]) {
          case .indexPath(let other)?:
            try requireRow(other, in: listState(list))
            target = other
          case .object(nil)?: return
          default: break
          }
        }
      }
      let delegateNow = listObject("delegate", of: list)
      if let old = listState(list).selected, old != target {
        listViews[list]?.selected = nil
        let deselected: UIKitCallback = isCollection ? .collectionDidDeselectItem : .tableDidDeselectRow
        if let delegateNow, implements(deselected, on: delegateNow) {
          try log(.delegate(delegateNow, .list(.didDeselect(old, collection: isCollection))))
          try callUser(deselected, on: delegateNow, [argument(list), .indexPath(old)])
        }
      }
      listViews[list]?.selected = target
      let selected: UIKitCallback = isCollection ? .collectionDidSelectItem : .tableDidSelectRow
      if let delegateNow = listObject("delegate", of: list), implements(selected, on: delegateNow) {
        try log(.delegate(delegateNow, .list(.didSelect(target, collection: isCollection))))
        try callUser(selected, on: delegateNow, [argument(list), .indexPath(target)])
      }
    }
  }

  /// The table or collection view `user.selectRow(_:in:)` means by `controller`: a table or
  /// collection view controller's own view.
  public func listView(of controller: ObjectID) -> ViewHandle? {
    guard contains(controller), self[controller].kind.rootViewKind.isListView else { return nil }
    return .root(controller)
  }

  func message(for failure: ListFailure) -> String {
    let n = displayName(of:)
    switch failure {
    case .unregisteredIdentifier(let identifier, let collection):
      if collection {
        return
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      }
      return
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    case .invalidCount(let selector):
      return "\(selector) must return a number of 0 or more"
    case .notACell(let selector):
      return selector.hasPrefix("collection")
        ? "the view returned from -collectionView:cellForItemAtIndexPath: must be a UICollectionViewCell"
        : "UITableView dataSource returned a nil cell or not a UITableViewCell from \(selector)"
    case .noCellFromDataSource(let source, let collection):
      return collection
        ? "the collection view's data source (\(n(source))) did not return a valid cell from -collectionView:cellForItemAtIndexPath:"
        : "UITableView (\(n(source)).tableView) failed to obtain a cell from its dataSource (\(n(source)))"
    case .collectionCellNotDequeued:
      return
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    case .collectionViewWithoutLayout(let id):
      return
        "UICollectionView must be initialized with a non-nil layout parameter (\(n(id)) was made without init(collectionViewLayout:))"
    case .noSuchSection(let section, let sections):
      return "section (\(section)) beyond bounds (\(sections)) for the table view"
    case .noSuchRow(let path, let counts, let collection):
      let what = collection ? "item" : "row"
      let count = counts.indices.contains(path.section) ? "\(counts[path.section]) \(what)s" : "no such section"
      return
        "user.select\(collection ? "Item" : "Row"): \(what) \(path.row) of section \(path.section) does not exist (\(count); \(counts.count) section(s))"
    case .rowNotOnScreen(let path, let shown, let collection):
      let what = collection ? "item" : "row"
      return
        "user.select\(collection ? "Item" : "Row"): \(what) \(path.row) of section \(path.section) is not on screen: the engine's screen shows the first \(shown) \(what)s (\(Int(Self.screenHeight)) points), and scrolling is not simulated"
    case .listNotOnScreen(let collection):
      return
        "user.select\(collection ? "Item" : "Row"): this \(collection ? "collection" : "table") view is not on screen (it is not in the view of a visible controller), so its rows cannot be tapped"
    case .notAListView:
      return "user.selectRow needs a table view, a collection view, or the controller that shows one"
    }
  }
}

/// What a list view keeps beyond its plain properties.
struct ListViewState {
  /// Creation order, for the layout pass.
  let order: Int
  let isCollection: Bool
  /// Identifiers registered with a class or as a storyboard's prototype cells.
  var registered: Set<String> = []
  /// Cells put back for reuse when the list reloaded, by reuse identifier, oldest first.
  var reuseQueues: [String: [ElementID]] = [:]
  /// Rows (items) per section, from the last load.
  var sectionCounts: [Int] = []
  var needsCounts = true
  var needsCells = true
  /// The cells on screen, in row order.
  var visible: [(path: ListIndexPath, cell: ElementID)] = []
  var selected: ListIndexPath?

  init(order: Int, isCollection: Bool) {
    self.order = order
    self.isCollection = isCollection
  }

  func contains(_ path: ListIndexPath) -> Bool {
    sectionCounts.indices.contains(path.section) && path.row >= 0 && path.row < sectionCounts[path.section]
  }
}

/// A table view cell's parts, made on first read.
struct CellParts {
  let style: String
  var contentView: ElementID?
  var textLabel: ElementID?
  var detailTextLabel: ElementID?
}

/// Why a table or collection view refuses an operation, worded as UIKit words its exception.
public enum ListFailure: Hashable, Sendable {
  case unregisteredIdentifier(String, collection: Bool)
  case invalidCount(String)
  case notACell(String)
  case noCellFromDataSource(ObjectID, collection: Bool)
  case collectionCellNotDequeued
  case collectionViewWithoutLayout(ObjectID)
  case noSuchSection(Int, sections: Int)
  case noSuchRow(ListIndexPath, counts: [Int], collection: Bool)
  case rowNotOnScreen(ListIndexPath, shown: Int, collection: Bool)
  case listNotOnScreen(collection: Bool)
  case notAListView
}
