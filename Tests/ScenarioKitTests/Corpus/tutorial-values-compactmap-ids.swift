// Turning text into ids: compactMap drops what does not parse, flatMap joins nested lists.
class ImportViewController: UIViewController {
    func importIDs(from text: String) -> [Int] {
        let ids = text.components(separatedBy: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        print("read \(ids.count) of \(text.components(separatedBy: ",").count)")
        return ids
    }
}

let importer = ImportViewController()
let batches = [importer.importIDs(from: "4, 8, x, 15"), importer.importIDs(from: "16,23, ,42")]
let all = batches.flatMap { $0 }
print(all, all.reduce(0, +))
print(all.map(String.init).joined(separator: "-"), all.filter { $0 % 2 == 0 }.count)
print(Array(all.reversed().prefix(2)), all.dropFirst(4))
