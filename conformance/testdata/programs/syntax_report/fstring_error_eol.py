# traceback: full
message = f'{nom'
