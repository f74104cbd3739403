print(repr('a\tb\tc'.expandtabs()), repr('a\tbc\td'.expandtabs(4)), repr('\t'.expandtabs(0)), repr('ab\n\tc'.expandtabs(2)))
