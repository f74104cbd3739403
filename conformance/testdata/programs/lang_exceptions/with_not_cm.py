try:
    with 5:
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
