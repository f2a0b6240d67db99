// A vertical stack of rows with spacing and margins.
class SettingsViewController: UIViewController {
    private let stackView: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.distribution = .fillEqually
        stack.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        for title in ["Account", "Notifications", "Privacy"] {
            let row = UILabel()
            row.text = title
            stackView.addArrangedSubview(row)
        }
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        print(stackView.arrangedSubviews.count, stackView.subviews.count, stackView.axis)
    }
}

window.rootViewController = SettingsViewController()
let buttons = UIStackView(arrangedSubviews: [UIButton(), UIButton()])
buttons.axis = .horizontal
print(buttons.arrangedSubviews.count)
