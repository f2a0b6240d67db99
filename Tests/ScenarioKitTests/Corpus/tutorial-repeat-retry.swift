// Retrying a flaky operation: the body runs at least once, then again while it should.
class Uploader: NSObject {
    var attempts = 0
    let failuresBeforeSuccess: Int

    init(failuresBeforeSuccess: Int) {
        self.failuresBeforeSuccess = failuresBeforeSuccess
        super.init()
    }

    func tryUpload() -> Bool {
        attempts += 1
        return attempts > failuresBeforeSuccess
    }
}

func upload(with uploader: Uploader, maxAttempts: Int = 3) -> Bool {
    var succeeded = false
    repeat {
        succeeded = uploader.tryUpload()
        print("attempt \(uploader.attempts): \(succeeded ? "ok" : "failed")")
    } while !succeeded && uploader.attempts < maxAttempts
    return succeeded
}

print(upload(with: Uploader(failuresBeforeSuccess: 1)))
print(upload(with: Uploader(failuresBeforeSuccess: 5)))
