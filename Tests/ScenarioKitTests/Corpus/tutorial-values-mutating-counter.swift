// A counter struct kept in a controller; the button's action calls its mutating method.
struct Counter {
    private(set) var count = 0
    let limit: Int

    mutating func increment() {
        if count < limit { count += 1 }
    }

    mutating func reset() {
        self = Counter(limit: limit)
    }
}

class CounterViewController: UIViewController {
    var counter = Counter(limit: 2)
    let button = UIButton(type: .system)
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
    }

    @objc func tapped() {
        counter.increment()
        label.text = "\(counter.count) / \(counter.limit)"
        print(label.text!)
    }
}

let screen = CounterViewController()
window.rootViewController = screen
user.tap(screen.button)
user.tap(screen.button)
user.tap(screen.button)
screen.counter.reset()
print(screen.counter)
