// A page controller's data source checks its index with a precondition.
class PagesModel {
    let titles = ["Intro", "Features", "Pricing"]

    func title(at index: Int) -> String {
        precondition(index >= 0 && index < titles.count, "page \(index) is out of range")
        return titles[index]
    }
}

let model = PagesModel()
for index in 0...3 {
    print(model.title(at: index))
}
