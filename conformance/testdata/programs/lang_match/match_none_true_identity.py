for v in [0, False, None, 1, True, 1.0, '']:
    match v:
        case None:
            print(repr(v), 'None')
        case True:
            print(repr(v), 'True')
        case False:
            print(repr(v), 'False')
        case 1:
            print(repr(v), 'one')
        case _:
            print(repr(v), 'other')
