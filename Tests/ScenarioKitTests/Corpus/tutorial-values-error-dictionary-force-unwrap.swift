// Force-unwrapping a dictionary lookup stops the app when the key is missing.
class TranslationViewController: UIViewController {
    let words = ["hello": "안녕하세요", "thanks": "감사합니다"]

    func translate(_ word: String) -> String {
        words[word]!
    }
}

let translator = TranslationViewController()
print(translator.translate("hello"))
print(translator.words["bye"] ?? "(unknown)")
print(translator.translate("bye"))
