import Testing

@testable import ScenarioKit

/// Table and collection views (docs/engine.md 45–47): when the data source is asked, which
/// rows get cells, reuse, selection by the user, and the controllers whose view is one.
@Suite("Table and collection views")
struct ListViewTests {
  /// A plain controller with a table in a property, its data source and delegate.
  static let fruits = """
    class FruitsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView()
        var fruits = ["Apple", "Banana", "Cherry"]
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = self
            tableView.delegate = self
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
    }

    """

  /// A table view controller that logs its selection calls.
  static let settings = """
    class SettingsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath.row == 0 ? nil : indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            print("selected", tableView.indexPathForSelectedRow!)
        }
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    }
    let settings = SettingsViewController()
    let nav = UINavigationController(rootViewController: settings)
    window.rootViewController = nav

    """

  static let examples: [LogExample] = [
    LogExample(
      name: "45: a table asks its data source when it is laid out: after viewWillAppear, before viewDidAppear",
      source: fruits + "let list = FruitsViewController()\nprint(\"---\")\nwindow.rootViewController = list",
      lines: [
        "list.viewDidLoad", "list.viewWillAppear", "list.tableView(numberOfRowsInSection: 0)",
        "list.tableView(cellForRowAt: [0, 0])", "list.tableView(cellForRowAt: [0, 1])",
        "list.tableView(cellForRowAt: [0, 2])", "list.viewDidAppear",
      ]),
    LogExample(
      name: "45: reloadData asks again when the turn ends, not in the call",
      source: fruits + """
        let list = FruitsViewController()
        window.rootViewController = list
        print("---")
        do {
            list.fruits.append("Date")
            list.tableView.reloadData()
            print("reloaded")
        }
        print(list.tableView.visibleCells.count)
        """,
      lines: [
        "reloaded", "list.tableView(numberOfRowsInSection: 0)", "list.tableView(cellForRowAt: [0, 0])",
        "list.tableView(cellForRowAt: [0, 1])", "list.tableView(cellForRowAt: [0, 2])",
        "list.tableView(cellForRowAt: [0, 3])", "4",
      ]),
    LogExample(
      name: "45: a table that is not in the window asks nothing until it is",
      source: fruits + """
        let list = FruitsViewController()
        list.loadViewIfNeeded()
        list.tableView.reloadData()
        print("---")
        print(list.tableView.visibleCells.count)
        window.rootViewController = list
        """,
      lines: [
        "0", "list.viewWillAppear", "list.tableView(numberOfRowsInSection: 0)", "list.tableView(cellForRowAt: [0, 0])",
        "list.tableView(cellForRowAt: [0, 1])", "list.tableView(cellForRowAt: [0, 2])", "list.viewDidAppear",
      ]),
    LogExample(
      name: "45: only the rows the screen shows get cells, 844 points of rowHeight (44 when automatic)",
      source: fruits + """
        let list = FruitsViewController()
        list.fruits = Array(repeating: "Kiwi", count: 50)
        window.rootViewController = list
        print("---")
        print(list.tableView.visibleCells.count, list.tableView.indexPathsForVisibleRows!.last!)
        list.tableView.rowHeight = 100
        list.tableView.reloadData()
        print(list.tableView.visibleCells.count)
        """,
      lines: ["20 [0, 19]", "list.tableView(numberOfRowsInSection: 0)"]
        + (0..<9).map { "list.tableView(cellForRowAt: [0, \($0)])" } + ["9"]),
    LogExample(
      name: "45: numberOfSections when implemented, each section's rows, and heightForRowAt after each row's cell",
      source: """
        class Sections: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let table = UITableView()
            override func viewDidLoad() {
                view.addSubview(table)
                table.dataSource = self
                table.delegate = self
            }
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section + 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 400 }
        }
        let s = Sections()
        print("---")
        window.rootViewController = s
        """,
      lines: [
        "s.viewDidLoad", "s.viewWillAppear", "s.numberOfSections", "s.tableView(numberOfRowsInSection: 0)",
        "s.tableView(numberOfRowsInSection: 1)", "s.tableView(cellForRowAt: [0, 0])",
        "s.tableView(heightForRowAt: [0, 0])",
        "s.tableView(cellForRowAt: [1, 0])", "s.tableView(heightForRowAt: [1, 0])", "s.tableView(cellForRowAt: [1, 1])",
        "s.tableView(heightForRowAt: [1, 1])", "s.viewDidAppear",
      ]),
    LogExample(
      name: "45: the data source is weak: one nobody else holds is gone, and the table is empty",
      source: """
        class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        class Screen: UIViewController {
            let table = UITableView()
            override func viewDidLoad() {
                view.addSubview(table)
                table.dataSource = Source()
            }
        }
        let screen = Screen()
        print("---")
        screen.loadViewIfNeeded()
        window.rootViewController = screen
        print(screen.table.visibleCells.count, screen.table.dataSource == nil)
        """,
      lines: ["screen.viewDidLoad", "Source.deinit", "screen.viewWillAppear", "screen.viewDidAppear", "0 true"]),
    LogExample(
      name: "45: reloadData puts the cells shown in the reuse queue, and dequeueing returns them",
      source: fruits + """
        let list = FruitsViewController()
        window.rootViewController = list
        let before = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        list.tableView.reloadData()
        let after = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        print("---")
        print(before === after, after.textLabel?.text ?? "-")
        """,
      lines: ["true Apple"]),
    LogExample(
      name: "46: the user's tap: willSelectRowAt, didDeselectRowAt of the old row, selection, then didSelectRowAt",
      source: settings + "user.selectRow(1, in: settings)\nprint(\"---\")\nuser.selectRow(2, in: settings.tableView)",
      lines: [
        "settings.tableView(willSelectRowAt: [0, 2])", "settings.tableView(didDeselectRowAt: [0, 1])",
        "settings.tableView(didSelectRowAt: [0, 2])", "selected [0, 2]",
      ]),
    LogExample(
      name: "46: willSelectRowAt returning nil selects nothing",
      source: settings
        + "print(\"---\")\nuser.selectRow(0, in: settings)\nprint(settings.tableView.indexPathForSelectedRow)",
      lines: ["settings.tableView(willSelectRowAt: [0, 0])", "nil"]),
    LogExample(
      name: "46: deselectRow and selectRow change the selection without calling the delegate",
      source: settings + """
        user.selectRow(1, in: settings)
        print("---")
        settings.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        print(settings.tableView.indexPathForSelectedRow)
        settings.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        print(settings.tableView.indexPathForSelectedRow)
        """,
      lines: ["nil", "Optional([0, 2])"]),
    LogExample(
      name: "46: a table view controller clears its selection in viewWillAppear unless told not to",
      source: settings + """
        user.selectRow(1, in: settings)
        nav.pushViewController(UIViewController(), animated: false)
        nav.popViewController(animated: false)
        print("---")
        print(settings.tableView.indexPathForSelectedRow)
        settings.clearsSelectionOnViewWillAppear = false
        user.selectRow(2, in: settings)
        nav.pushViewController(UIViewController(), animated: false)
        nav.popViewController(animated: false)
        print("---")
        print(settings.tableView.indexPathForSelectedRow)
        """,
      lines: ["Optional([0, 2])"]),
    LogExample(
      name: "46: a table that does not allow selection ignores the tap",
      source: settings + "settings.tableView.allowsSelection = false\nprint(\"---\")\nuser.selectRow(1, in: settings)",
      lines: []),
    LogExample(
      name: "47: a table view controller's view is its table, and it is its data source and delegate",
      source: """
        let list = UITableViewController(style: .grouped)
        print("---")
        print(list.view === list.tableView, list.tableView.dataSource === list, list.tableView.delegate === list)
        print(list.tableView.style)
        """,
      lines: ["list.viewDidLoad", "true true true", ".grouped"]),
    LogExample(
      name: "47: a collection view shows the items of whole flow-layout lines that fit the screen",
      source: """
        class Grid: UICollectionViewController {
            override func viewDidLoad() {
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                print("tile", indexPath.item)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = Grid(collectionViewLayout: layout)
        window.rootViewController = grid
        print("---")
        print(grid.collectionView.visibleCells.count)
        user.selectItem(4, in: grid)
        print(grid.collectionView.indexPathsForSelectedItems!)
        """,
      lines: ["24", "grid.collectionView(didSelectItemAt: [0, 4])", "tile 4", "[[0, 4]]"]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }

  @Test("45: a required data-source method a data source lacks is UIKit's unrecognized selector")
  func missingRequiredMethod() {
    let plain = run(
      """
      class Half: UIViewController, UITableViewDataSource {
          let table = UITableView()
          override func viewDidLoad() {
              view.addSubview(table)
              table.dataSource = self
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      }
      window.rootViewController = Half()
      """)
    #expect(plain.error?.message == "-[Half tableView:cellForRowAt:]: unrecognized selector sent to instance Half")
    // A table view controller has UIKit's own methods: no rows without an override, and no
    // cell from UIKit's own cellForRowAt.
    let empty = run(
      "let list = UITableViewController()\nwindow.rootViewController = list\nprint(list.tableView.numberOfRows(inSection: 0))"
    )
    #expect(empty.lines.last == "0")
    let noCell = run(
      """
      class Half: UITableViewController {
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      }
      window.rootViewController = Half()
      """)
    #expect(noCell.error?.message == "UITableView (Half.tableView) failed to obtain a cell from its dataSource (Half)")
  }

  @Test("45: dequeueing an identifier nothing registered is UIKit's exception; without 'for:' it is nil")
  func unregisteredIdentifier() {
    let withPath = run(
      Self.fruits.replacingOccurrences(of: "forCellReuseIdentifier: \"Cell\"", with: "forCellReuseIdentifier: \"Row\"")
        + "window.rootViewController = FruitsViewController()")
    #expect(
      withPath.error?.message
        == "unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
    #expect(withPath.error?.location.line == 13)
    let optional = run("let table = UITableView()\nprint(table.dequeueReusableCell(withIdentifier: \"Cell\") == nil)")
    #expect(optional.lines == ["true"])
  }

  @Test("45: a storyboard's prototype cell is known to the controllers the storyboard makes, not to one made in code")
  func prototypeCells() {
    let source = """
      class ListViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          }
      }
      storyboard.prototypeCell("Cell", in: ListViewController.self)

      """
    let fromStoryboard = run(source + "window.rootViewController = storyboard.instantiate(ListViewController.self)")
    #expect(fromStoryboard.error == nil)
    let inCode = run(source + "window.rootViewController = ListViewController()")
    #expect(inCode.error?.message.hasPrefix("unable to dequeue a cell with identifier Cell") == true)
  }

  @Test("46: a row the screen does not show, or a table off screen, cannot be tapped")
  func selectionRefusals() {
    let offScreen = run(
      Self.fruits + """
        let list = FruitsViewController()
        list.fruits = Array(repeating: "Fig", count: 30)
        window.rootViewController = list
        user.selectRow(25, in: list.tableView)
        """)
    #expect(
      offScreen.error?.message
        == "user.selectRow: row 25 of section 0 is not on screen: the engine's screen shows the first 20 rows (844 points), and scrolling is not simulated"
    )
    let missing = run(Self.settings + "user.selectRow(7, in: settings)")
    #expect(
      missing.error?.message == "user.selectRow: row 7 of section 0 does not exist (3 rows; 1 section(s))")
    let hidden = run("let list = UITableViewController()\nlist.loadViewIfNeeded()\nuser.selectRow(0, in: list)")
    #expect(hidden.error?.message.hasPrefix("user.selectRow: this table view is not on screen") == true)
  }

  @Test("47: a collection view controller made without a layout is UIKit's exception when its view loads")
  func collectionWithoutLayout() {
    let outcome = run("let grid = UICollectionViewController()\nwindow.rootViewController = grid")
    #expect(
      outcome.error?.message
        == "UICollectionView must be initialized with a non-nil layout parameter (grid was made without init(collectionViewLayout:))"
    )
  }

  @Test("45: delegate and data-source methods the engine never calls are refused, with or without override")
  func unsimulatedDelegateMethods() {
    let delegate = run(
      """
      class A: UIViewController, UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
          func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header" }
      }
      """)
    #expect(delegate.error?.id == DiagnosticID.notSimulated)
    #expect(delegate.error?.message.hasPrefix("'UITableViewDataSource.tableView(_:titleForHeaderInSection:)'") == true)
    let override = run(
      """
      class B: UITableViewController {
          override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
      }
      """)
    #expect(override.error?.id == DiagnosticID.notSimulated)
    let cellSubclass = run("class PhotoCell: UICollectionViewCell {}")
    #expect(cellSubclass.error?.id == DiagnosticID.notSimulated)
  }
}
