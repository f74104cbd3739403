for subj in ['ab', b'ab', bytearray(b'ab'), ['a', 'b']]:
    match subj:
        case [a, b]:
            print('seq', a, b)
        case _:
            print('not seq', type(subj).__name__)
