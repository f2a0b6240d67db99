import Testing

@testable import ScenarioKit

/// Values that hold objects, in the engine's memory model: a struct, a dictionary or a tuple
/// holding a view controller holds a reference to it (copying the value copies the reference,
/// not the object), so the object's `deinit` comes when the last value holding it goes.
/// Changes through places (`items.append(x)` on a property, `models[0].vc = …`) retain and
/// release what they add and remove.
@Suite("Values holding objects")
struct ValueOwnershipTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "a copy of a struct holds the same controller; it goes with the last copy",
      source: #"""
        struct Screen { var title: String; var controller: UIViewController }
        print("---")
        do {
            let first = Screen(title: "A", controller: UIViewController())
            var second = first
            second.title = "B"
            print(first.title, second.title, first.controller === second.controller)
        }
        print("after")
        """#,
      lines: ["A B true", "UIViewController.deinit", "after"]),
    LogExample(
      name: "replacing a struct's controller releases the old one",
      source: #"""
        struct Slot { var controller: UIViewController? }
        var slot = Slot(controller: UIViewController())
        print("---")
        slot.controller = nil
        print("cleared")
        """#,
      lines: ["UIViewController.deinit", "cleared"]),
    LogExample(
      name: "items.append on a property of self changes the property",
      source: #"""
        class ListViewController: UIViewController {
            var items: [String] = []
            var pages: [UIViewController] = []
            func add(_ name: String) {
                items.append(name)
                pages.append(UIViewController())
                self.items.append(name.uppercased())
            }
        }
        let list = ListViewController()
        list.add("a")
        list.add("b")
        print("---")
        print(list.items, list.pages.count)
        list.pages.removeFirst()
        print("removed")
        """#,
      lines: [#"["a", "A", "b", "B"] 2"#, "UIViewController.deinit", "removed"]),
    LogExample(
      name: "a struct array in a property: an element changes where it is",
      source: #"""
        struct Row { var title: String; var detail: UIViewController? = nil }
        class TableViewController: UIViewController {
            var rows = [Row(title: "one"), Row(title: "two")]
        }
        let table = TableViewController()
        table.rows[1].title = "TWO"
        table.rows[0].detail = UIViewController()
        print("---")
        print(table.rows.map { $0.title }, table.rows[0].detail != nil)
        table.rows.remove(at: 0)
        print(table.rows.count)
        """#,
      lines: [#"["one", "TWO"] true"#, "UIViewController.deinit", "1"]),
    LogExample(
      name: "a dictionary of controllers by tab",
      source: #"""
        enum Tab: String { case home, settings }
        var controllers: [Tab: UIViewController] = [.home: UIViewController(), .settings: UIViewController()]
        print("---")
        print(controllers.count, controllers[.home] != nil)
        controllers[.settings] = nil
        print(controllers.keys)
        """#,
      lines: ["2 true", "UIViewController#2.deinit", "[Tab.home]"]),
    LogExample(
      name: "a lazy child controller is made on first use",
      source: #"""
        class ContainerViewController: UIViewController {
            lazy var child: UIViewController = {
                print("making the child")
                let vc = UIViewController()
                vc.title = "Child of \(title ?? "?")"
                return vc
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let container = ContainerViewController()
        container.title = "Box"
        print("---")
        window.rootViewController = container
        print(container.child.title!, container.children.count)
        """#,
      lines: [
        "container.viewDidLoad", "making the child", "vc.willMove(toParent: container)", "vc.viewDidLoad",
        "vc.didMove(toParent: container)", "container.viewWillAppear", "vc.viewWillAppear", "container.viewDidAppear",
        "vc.viewDidAppear", "Child of Box 1",
      ]),
    LogExample(
      name: "a property made by a closure is made with the object",
      source: #"""
        class LoginViewController: UIViewController {
            let button: UIButton = {
                print("making the button")
                let b = UIButton(type: .system)
                b.setTitle("Log in", for: .normal)
                return b
            }()
        }
        print("---")
        let login = LoginViewController()
        print("made")
        print(login.button.title(for: .normal)!)
        """#,
      lines: ["making the button", "made", "Log in"]),
    LogExample(
      name: "a struct passed back through a delegate",
      source: #"""
        struct Contact: Equatable { var name: String; var phone = "" }
        protocol EditorDelegate: AnyObject { func didSave(_ contact: Contact) }
        class EditorViewController: UIViewController {
            weak var delegate: EditorDelegate?
            var contact = Contact(name: "")
            func save() { delegate?.didSave(contact) }
        }
        class ContactsViewController: UIViewController, EditorDelegate {
            var contacts = [Contact(name: "Kim")]
            func didSave(_ contact: Contact) {
                contacts.append(contact)
                print("saved", contact, contacts.count)
            }
        }
        let contacts = ContactsViewController()
        let editor = EditorViewController()
        editor.delegate = contacts
        editor.contact.name = "Lee"
        editor.contact.phone = "010"
        print("---")
        editor.save()
        editor.contact.name = "Park"
        print(contacts.contacts.map { $0.name })
        """#,
      lines: [#"saved Contact(name: "Lee", phone: "010") 2"#, #"["Kim", "Lee"]"#]),
    LogExample(
      name: "a settings enum with raw values picks the controller to push",
      source: #"""
        enum Setting: Int, CaseIterable {
            case account, privacy, about
            var title: String {
                switch self {
                case .account: return "Account"
                case .privacy: return "Privacy"
                case .about: return "About"
                }
            }
        }
        class SettingsViewController: UIViewController {
            func didSelectRow(_ row: Int) {
                if let setting = Setting(rawValue: row) {
                    let detail = UIViewController()
                    detail.title = setting.title
                    navigationController?.pushViewController(detail, animated: false)
                }
            }
        }
        let settings = SettingsViewController()
        let nav = UINavigationController(rootViewController: settings)
        window.rootViewController = nav
        print("---")
        settings.didSelectRow(1)
        settings.didSelectRow(7)
        print(nav.viewControllers.count, nav.topViewController?.title, Setting.allCases.map { $0.title })
        """#,
      lines: [
        "detail.willMove(toParent: nav)", "detail.viewDidLoad", "settings.viewWillDisappear", "detail.viewWillAppear",
        "settings.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(toParent: nav)",
        #"2 Optional("Privacy") ["Account", "Privacy", "About"]"#,
      ]),
    LogExample(
      name: "a static property holds its object for the whole scenario",
      source: #"""
        struct Screens {
            static let home = UIViewController()
        }
        print("---")
        do {
            let shown = Screens.home
            print(shown === Screens.home)
        }
        print("home stays")
        """#,
      lines: ["true", "home stays"]),
  ]

  @Test("holds and frees objects as Swift would", arguments: examples)
  func runs(_ example: LogExample) {
    example.checkAfterMarker()
  }
}
