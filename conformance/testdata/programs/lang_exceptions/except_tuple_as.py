def classify(v):
    try:
        return {'a': 1}[v] if isinstance(v, str) else [1][v]
    except (KeyError, IndexError) as e:
        return f'{type(e).__name__}: {e}'
    except TypeError as e:
        return 'type: ' + str(e)
print(classify('a'), classify('b'), classify(3), classify(None))
