// Contacts grouped into sections by their first letter, as a table view's data source would.
struct Contact {
    let name: String
    let phone: String
}

let contacts = [
    Contact(name: "Minji", phone: "010-1111"),
    Contact(name: "Bora", phone: "010-2222"),
    Contact(name: "Minho", phone: "010-3333"),
    Contact(name: "Ara", phone: "010-4444"),
]

var sections: [String: [Contact]] = [:]
for contact in contacts {
    let letter = String(contact.name.first!)
    sections[letter, default: []].append(contact)
}
let letters = sections.keys.sorted()
print(letters)
for letter in letters {
    let names = sections[letter]!.map { $0.name }.sorted()
    print(letter, names.count, names)
}
print(sections["M"]?.first?.phone, sections["Z"]?.count)
