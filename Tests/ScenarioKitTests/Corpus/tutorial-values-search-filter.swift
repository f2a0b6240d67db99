// A search field filters the rows as the user types; matching ignores case.
class CityListViewController: UIViewController {
    let cities = ["Seoul", "Busan", "Incheon", "Daegu", "Suwon"]
    var visible: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        visible = cities
    }

    func search(_ text: String) {
        let query = text.trimmingCharacters(in: .whitespaces).lowercased()
        if query.isEmpty {
            visible = cities
        } else {
            visible = cities.filter { $0.lowercased().contains(query) }
        }
        print("'\(text)' → \(visible.count): \(visible)")
    }
}

let cityList = CityListViewController()
window.rootViewController = cityList
cityList.search("s")
cityList.search("SU")
cityList.search("  ")
cityList.search("tokyo")
print(cityList.cities.sorted().first!, cityList.cities.filter { $0.hasSuffix("n") })
