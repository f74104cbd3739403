print(repr('日本'.ljust(5, '-')), repr('é'.rjust(3)), len('é'.center(4)))
