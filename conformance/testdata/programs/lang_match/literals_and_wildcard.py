def http(code):
    match code:
        case 200:
            return 'ok'
        case 301 | 302 | 308:
            return 'redirect'
        case 404:
            return 'not found'
        case None:
            return 'none'
        case True:
            return 'true?'
        case 'teapot':
            return 'teapot'
        case _:
            return 'other'
for c in [200, 302, 404, None, True, 1, 'teapot', 500, 1.0]:
    print(c, http(c))
