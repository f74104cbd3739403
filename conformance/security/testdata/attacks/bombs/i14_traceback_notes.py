# attack: an uncaught exception whose __notes__ repeat one 1 MB string 10,000 times (10 GB of report) and hold a note of 10**7 line endings (160 MB of line slices): the report stops at its size bound (a Go out-of-memory before)
# expect: python ValueError
# message: boom
e = ValueError("boom")
e.__notes__ = ["\n" * 10**7] + ["x" * 10**6] * 10**4
raise e
