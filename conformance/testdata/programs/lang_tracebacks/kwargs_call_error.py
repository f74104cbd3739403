# traceback: full
def send(to, subject, body=''):
    return f'{to}: {subject}'
msg = {'to': 'a', 'subj': 'hi'}
send(**msg)
