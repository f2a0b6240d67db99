// Loading a profile with async/await: viewDidLoad starts a Task, which awaits an async
// function that sleeps as a network call would, then sets the label.
struct Profile {
    let name: String
    let followers: Int
}

func fetchProfile(id: Int) async throws -> Profile {
    try await Task.sleep(nanoseconds: 1_500_000_000)
    return Profile(name: "Mina", followers: 120)
}

class ProfileViewController: UIViewController {
    let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Loading…"
        view.addSubview(nameLabel)
        Task {
            do {
                let profile = try await fetchProfile(id: 7)
                nameLabel.text = "\(profile.name) (\(profile.followers))"
            } catch {
                nameLabel.text = "Could not load"
            }
            print("label: \(nameLabel.text ?? "")")
        }
        print("label: \(nameLabel.text ?? "")")
    }
}

window.rootViewController = ProfileViewController()
