# traceback: full
class Empty:
    pass
Empty().completely_different_name
