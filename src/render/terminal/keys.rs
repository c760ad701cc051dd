//! The keys of one read of the terminal, every one of them. crossterm reads
//! the bytes `ESC ESC [ 4 ~` (Esc, then End, typed fast or pasted, as
//! `tmux send-keys Escape End` sends them) as Esc followed by the plain
//! characters `[`, `4` and `~`: the second ESC is taken into the first key,
//! so the End is lost, and its `4` would even count as a digit typed. The
//! events of a read are taken together and such a key is put back.

use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

/// The events of one read with every key that followed an Esc put back
/// together: Esc then `[` or `O` and the rest of a key's escape sequence
/// become Esc and that key. Characters that make no known key stay as
/// they came.
pub fn repaired(events: Vec<Event>) -> Vec<Event> {
    let mut repaired = Vec::with_capacity(events.len());
    let mut rest = events.as_slice();
    while let Some((event, after)) = rest.split_first() {
        repaired.push(event.clone());
        rest = after;
        if plain_key(event) == Some(KeyCode::Esc) {
            if let Some((key, length)) = sequence(rest) {
                repaired.push(Event::Key(KeyEvent::from(key)));
                rest = &rest[length..];
            }
        }
    }
    repaired
}

/// The code of an event that is a key without modifiers (Shift aside, as
/// an upper-case letter has it).
fn plain_key(event: &Event) -> Option<KeyCode> {
    match event {
        Event::Key(key) if (key.modifiers - KeyModifiers::SHIFT).is_empty() => Some(key.code),
        _ => None,
    }
}

/// The key whose escape sequence, ESC taken, the characters at the start
/// of `events` spell (`[` parameters and a final letter or `~`, or `O` and
/// a letter), and how many events it takes.
fn sequence(events: &[Event]) -> Option<(KeyCode, usize)> {
    let chars: Vec<char> = events
        .iter()
        .map_while(|event| match plain_key(event) {
            Some(KeyCode::Char(c)) => Some(c),
            _ => None,
        })
        .take(8)
        .collect();
    let (&introducer, body) = chars.split_first()?;
    let length = match introducer {
        '[' => body.iter().position(|&c| !(c.is_ascii_digit() || c == ';'))? + 1,
        'O' => 1,
        _ => return None,
    };
    let key = match (introducer, body.get(..length)?) {
        (_, ['A']) => KeyCode::Up,
        (_, ['B']) => KeyCode::Down,
        (_, ['C']) => KeyCode::Right,
        (_, ['D']) => KeyCode::Left,
        (_, ['H']) | ('[', ['1' | '7', '~']) => KeyCode::Home,
        (_, ['F']) | ('[', ['4' | '8', '~']) => KeyCode::End,
        ('[', ['2', '~']) => KeyCode::Insert,
        ('[', ['3', '~']) => KeyCode::Delete,
        ('[', ['5', '~']) => KeyCode::PageUp,
        ('[', ['6', '~']) => KeyCode::PageDown,
        _ => return None,
    };
    Some((key, 1 + length))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(codes: &[KeyCode]) -> Vec<Event> {
        codes
            .iter()
            .map(|&code| Event::Key(KeyEvent::from(code)))
            .collect()
    }

    fn typed(text: &str) -> Vec<KeyCode> {
        text.chars().map(KeyCode::Char).collect()
    }

    #[test]
    fn a_key_read_with_an_esc_before_it_is_put_back() {
        use KeyCode::{End, Esc, Home, Left, PageDown, Right};
        for (after_esc, key) in [
            ("[4~", End),
            ("[F", End),
            ("OF", End),
            ("[1~", Home),
            ("OC", Right),
            ("[D", Left),
            ("[6~", PageDown),
        ] {
            let mut read = vec![Esc];
            read.extend(typed(after_esc));
            read.push(KeyCode::Char('q'));
            assert_eq!(
                repaired(keys(&read)),
                keys(&[Esc, key, KeyCode::Char('q')]),
                "Esc {after_esc}"
            );
        }
        // Two in a row.
        let mut read = vec![Esc];
        read.extend(typed("[C"));
        read.push(Esc);
        read.extend(typed("[4~"));
        assert_eq!(repaired(keys(&read)), keys(&[Esc, Right, Esc, End]));
    }

    #[test]
    fn characters_that_make_no_key_stay_as_they_came() {
        use KeyCode::Esc;
        for read in [
            vec![Esc, KeyCode::Char('1'), KeyCode::Char('2')],
            vec![Esc, KeyCode::Char('['), KeyCode::Char('x')],
            vec![Esc, KeyCode::Char('['), KeyCode::Char('4')],
            vec![KeyCode::Char('['), KeyCode::Char('C')],
            vec![Esc, KeyCode::Enter, KeyCode::Char('O'), KeyCode::Char('C')],
            vec![Esc, KeyCode::Char('['), KeyCode::Char('9'), KeyCode::Char('~')],
        ] {
            assert_eq!(repaired(keys(&read)), keys(&read), "{read:?}");
        }
        let resize = vec![Event::Key(KeyEvent::from(Esc)), Event::Resize(80, 24)];
        assert_eq!(repaired(resize.clone()), resize);
    }
}
