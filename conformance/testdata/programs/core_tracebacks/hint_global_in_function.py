# traceback: full
counter_value = 0
def bump():
    return countr_value + 1
bump()
