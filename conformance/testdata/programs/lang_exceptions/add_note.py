try:
    try:
        int('x')
    except ValueError as e:
        e.add_note('while parsing config')
        raise
except ValueError as e:
    print(e, e.__notes__ if False else '')
