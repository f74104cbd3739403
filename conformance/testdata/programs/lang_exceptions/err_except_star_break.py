# break may not leave an except* clause (a compile-time error: nothing runs)
print('never printed')
for attempt in range(3):
    try:
        raise ExceptionGroup('g', [ValueError(attempt)])
    except* ValueError:
        break
