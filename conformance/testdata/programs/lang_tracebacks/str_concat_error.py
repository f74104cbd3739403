# traceback: full
count = 3
message = 'You have ' + count + ' new messages'
