import Testing

@testable import ScenarioKit

/// Text fields, switches, segmented controls, `UIAction` and `primaryAction` as scenarios use
/// them (docs/engine.md 48, 49), one test per rule of UIKit's, named after it.
@Suite struct ControlScenarioTests {
  static let formClass = """
    class FormViewController: UIViewController, UITextFieldDelegate {
        let nameField = UITextField()
        let cityField = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            nameField.delegate = self
            cityField.delegate = self
            nameField.addTarget(self, action: #selector(nameChanged(_:)), for: .editingChanged)
            view.addSubview(nameField)
            view.addSubview(cityField)
        }
        @objc func nameChanged(_ sender: UITextField) {
            print("name is \\(sender.text ?? "")")
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if textField === nameField {
                cityField.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
            }
            return true
        }
        func textFieldDidEndEditing(_ textField: UITextField) {
            print("ended with \\(textField.text ?? "")")
        }
    }
    let form = FormViewController()
    window.rootViewController = form
    print("---")
    """

  static let examples: [LogExample] = [
    LogExample(
      name: "Text fields: typing sends .editingChanged once per character, the text growing",
      source: formClass + "\nuser.type(\"Mi\", into: form.nameField)\nprint(form.nameField.isEditing)",
      lines: ["name is M", "name is Mi", "true"]),
    LogExample(
      name: "Text fields: setting text in code sends no .editingChanged; nil reads as an empty string",
      source: formClass + """

        form.nameField.text = "Ana"
        print(form.nameField.text ?? "nil")
        form.nameField.text = nil
        print(form.nameField.text == "")
        """,
      lines: ["Ana", "true"]),
    LogExample(
      name:
        "Text fields: return asks textFieldShouldReturn; becoming first responder elsewhere ends this field's editing inside it",
      source: formClass + """

        user.type("Mi", into: form.nameField)
        user.pressReturn(in: form.nameField)
        print("city editing: \\(form.cityField.isFirstResponder)")
        user.type("Oslo", into: form.cityField)
        user.pressReturn(in: form.cityField)
        print("editing: \\(form.cityField.isEditing)")
        """,
      lines: [
        "name is M", "name is Mi", "form.textFieldShouldReturn", "form.textFieldDidEndEditing", "ended with Mi",
        "city editing: true", "form.textFieldShouldReturn", "form.textFieldDidEndEditing", "ended with Oslo",
        "editing: false",
      ]),
    LogExample(
      name: "Text fields: becomeFirstResponder in viewDidLoad returns false: the view is not in the window yet",
      source: """
        class SearchViewController: UIViewController {
            let field = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(field)
                print("in viewDidLoad: \\(field.becomeFirstResponder())")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print("in viewDidAppear: \\(field.becomeFirstResponder())")
            }
        }
        window.rootViewController = SearchViewController()
        """,
      lines: [
        "SearchViewController.viewDidLoad", "in viewDidLoad: false", "SearchViewController.viewWillAppear",
        "SearchViewController.viewDidAppear", "in viewDidAppear: true",
      ]),
    LogExample(
      name: "Text fields: view.endEditing(true) ends editing even when the delegate says no",
      source: """
        class NoteViewController: UIViewController, UITextFieldDelegate {
            let field = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                field.delegate = self
                view.addSubview(field)
            }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
            func textFieldDidEndEditing(_ textField: UITextField) { print("ended") }
        }
        let note = NoteViewController()
        window.rootViewController = note
        print("---")
        user.tap(note.field)
        print(note.field.resignFirstResponder(), note.field.isFirstResponder)
        print(note.view.endEditing(true), note.field.isFirstResponder)
        """,
      lines: [
        "note.textFieldShouldEndEditing", "false true", "note.textFieldDidEndEditing", "ended", "true false",
      ]),
    LogExample(
      name: "Switches: isOn and setOn(_:animated:) in code send nothing; the user's toggle sends .valueChanged",
      source: """
        class SettingsViewController: UIViewController {
            let wifi = UISwitch()
            override func viewDidLoad() {
                super.viewDidLoad()
                wifi.addTarget(self, action: #selector(wifiChanged(_:)), for: .valueChanged)
                view.addSubview(wifi)
            }
            @objc func wifiChanged(_ sender: UISwitch) { print("wifi: \\(sender.isOn)") }
        }
        let settings = SettingsViewController()
        window.rootViewController = settings
        print("---")
        settings.wifi.isOn = true
        settings.wifi.setOn(false, animated: true)
        print("in code: \\(settings.wifi.isOn)")
        user.toggle(settings.wifi)
        user.tap(settings.wifi)
        """,
      lines: ["in code: false", "wifi: true", "wifi: false"]),
    LogExample(
      name:
        "Segmented controls: no segment until chosen; a new one sends .valueChanged, the same one again nothing, code nothing",
      source: """
        class ListViewController: UIViewController {
            let filter = UISegmentedControl(items: ["All", "Unread"])
            override func viewDidLoad() {
                super.viewDidLoad()
                filter.addTarget(self, action: #selector(filterChanged), for: .valueChanged)
                view.addSubview(filter)
            }
            @objc func filterChanged() {
                print("showing \\(filter.titleForSegment(at: filter.selectedSegmentIndex) ?? "")")
            }
        }
        let list = ListViewController()
        window.rootViewController = list
        print("---")
        print(list.filter.selectedSegmentIndex, list.filter.numberOfSegments)
        user.selectSegment(1, in: list.filter)
        user.selectSegment(1, in: list.filter)
        list.filter.selectedSegmentIndex = 0
        user.selectSegment(1, in: list.filter)
        """,
      lines: ["-1 2", "showing Unread", "showing Unread"]),
    LogExample(
      name: "Target–action: a target is held weakly: once it is freed, its control sends to no one",
      source: """
        class Listener: NSObject {
            @objc func changed() { print("heard") }
            deinit { print("listener freed") }
        }
        let home = UIViewController()
        window.rootViewController = home
        let toggle = UISwitch()
        home.view.addSubview(toggle)
        var listener: Listener? = Listener()
        toggle.addTarget(listener, action: #selector(Listener.changed), for: .valueChanged)
        user.toggle(toggle)
        listener = nil
        user.toggle(toggle)
        print("toggled twice")
        """,
      lines: [
        "home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear", "heard", "listener.deinit", "listener freed",
        "toggled twice",
      ]),
    LogExample(
      name: "UIAction: UIButton(primaryAction:) takes the action's title and runs its handler on a tap",
      source: """
        let home = UIViewController()
        window.rootViewController = home
        let save = UIButton(primaryAction: UIAction(title: "Save") { action in
            print("\\(action.title) tapped")
        })
        home.view.addSubview(save)
        print(save.currentTitle ?? "nil")
        user.tap(save)
        """,
      lines: ["home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear", "Save", "Save tapped"]),
    LogExample(
      name: "UIAction: addAction(_:for:) runs for that event; the action's sender is the control",
      source: """
        let home = UIViewController()
        window.rootViewController = home
        let field = UITextField()
        home.view.addSubview(field)
        field.addAction(UIAction { action in
            let sender = action.sender as? UITextField
            print("typed \\(sender?.text ?? "")")
        }, for: .editingChanged)
        user.type("ok", into: field)
        """,
      lines: ["home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear", "typed o", "typed ok"]),
    LogExample(
      name: "UIAction: UIBarButtonItem(primaryAction:) shows the action's title; its target and action are ignored",
      source: """
        let home = UIViewController()
        let nav = UINavigationController(rootViewController: home)
        window.rootViewController = nav
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Add") { _ in print("add") }, menu: nil)
        home.navigationItem.rightBarButtonItem = item
        print(item.title ?? "nil")
        user.tap(item)
        """,
      lines: [
        "home.willMove(toParent: nav)", "home.didMove(toParent: nav)", "nav.viewDidLoad", "home.viewDidLoad",
        "nav.viewWillAppear", "home.viewWillAppear", "nav.viewDidAppear", "home.viewDidAppear", "Add", "add",
      ]),
    LogExample(
      name: "ARC: a button in a controller's view whose action names self is a cycle: the controller is never freed",
      source: """
        class CounterViewController: UIViewController {
            var count = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                let plus = UIButton(primaryAction: UIAction(title: "+") { _ in
                    self.count += 1
                })
                view.addSubview(plus)
            }
            deinit { print("counter freed") }
        }
        let home = UIViewController()
        window.rootViewController = home
        do {
            let counter = CounterViewController()
            home.present(counter, animated: false)
            counter.dismiss(animated: false)
        }
        print("end")
        """,
      lines: [
        "home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear", "counter.viewDidLoad",
        "counter.viewWillAppear", "counter.viewDidAppear", "counter.viewWillDisappear", "counter.viewDidDisappear",
        "end",
      ]),
    LogExample(
      name: "ARC: with [weak self] in the action's handler, the controller is freed once dismissed",
      source: """
        class CounterViewController: UIViewController {
            var count = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                let plus = UIButton(primaryAction: UIAction(title: "+") { [weak self] _ in
                    self?.count += 1
                })
                view.addSubview(plus)
            }
            deinit { print("counter freed") }
        }
        let home = UIViewController()
        window.rootViewController = home
        do {
            let counter = CounterViewController()
            home.present(counter, animated: false)
            counter.dismiss(animated: false)
        }
        print("end")
        """,
      lines: [
        "home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear", "counter.viewDidLoad",
        "counter.viewWillAppear", "counter.viewDidAppear", "counter.viewWillDisappear", "counter.viewDidDisappear",
        "counter.deinit", "counter freed", "end",
      ]),
  ]

  @Test(arguments: examples)
  func runsAsUIKitDoes(_ example: LogExample) {
    if example.source.hasPrefix(Self.formClass) {
      example.checkAfterMarker()
    } else if example.source.contains("print(\"---\")") {
      example.checkAfterMarker()
    } else {
      example.check()
    }
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "a user action on a control of another kind is an error",
      source:
        "let home = UIViewController()\nwindow.rootViewController = home\nlet field = UITextField()\nhome.view.addSubview(field)\nuser.toggle(field)",
      message: "user.toggle needs a UISwitch, not a UITextField"),
    RefusalExample(
      name: "the return key of a field not being edited is an error",
      source:
        "let home = UIViewController()\nwindow.rootViewController = home\nlet field = UITextField()\nhome.view.addSubview(field)\nuser.pressReturn(in: field)",
      message:
        "user.pressReturn: this UITextField is not being edited, so no keyboard shows its return key (user.tap(field) or becomeFirstResponder() first)"
    ),
    RefusalExample(
      name: "typing into a field not on screen is an error",
      source: "let field = UITextField()\nuser.type(\"a\", into: field)",
      message:
        "user.type: this UITextField is not on screen (it is not in the view of a visible controller), so it cannot be touched"
    ),
    RefusalExample(
      name: "a segment the control does not have is an error",
      source:
        "let home = UIViewController()\nwindow.rootViewController = home\nlet c = UISegmentedControl(items: [\"A\"])\nhome.view.addSubview(c)\nuser.selectSegment(3, in: c)",
      message: "user.selectSegment: the segmented control has no segment 3 (it has 1, 0 to 0)"),
    RefusalExample(
      name: "a UIAction's handler takes the action: '{ … }' without '_ in' is swiftc's error",
      source: "let a = UIAction(title: \"A\") { print(1) }",
      message: "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored"),
    RefusalExample(
      name: "a delegate method the engine never calls is refused by name",
      source:
        "class F: NSObject, UITextFieldDelegate {\n    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }\n}",
      message:
        "'UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)' is UIKit API that DocEngine does not simulate yet: it never calls this delegate method (see \"What scenarios can use\" in docs/engine-api.md)"
    ),
  ]

  @Test(arguments: refusals)
  func refuses(_ example: RefusalExample) {
    example.check()
  }
}
