# return may not appear in an except* clause
def first_value(eg):
    for x in eg.exceptions:
        pass
    try:
        raise eg
    except* ValueError as e:
        return e.exceptions[0]
print(first_value(ExceptionGroup('g', [ValueError(1)])))
