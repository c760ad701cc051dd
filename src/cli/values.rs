//! The choices of the library that flags take by name (`--strategy`,
//! `--lang`, the formats, the styles, the paces), as clap's `ValueEnum`.
//! The library's types know no clap: each says its values (`ALL`) and
//! their names (`name`, `code`), and here each becomes a value of the
//! command line, with its help from the English catalog (`help.rs` writes
//! it in the other languages).

use clap::builder::PossibleValue;
use clap::ValueEnum;

use super::help::value_key;
use crate::board::BoardStyle;
use crate::lang::Lang;
use crate::lessons::Format as LessonFormat;
use crate::report::Format;
use crate::strategies::Strategy;
use crate::watch::Pace;

/// `impl ValueEnum` for each type: its values in the library's order, each
/// by the name its method gives, helped by the catalog's section of a flag
/// that takes it (`command`, `flag`).
macro_rules! choices {
    ($($choice:ty: $name:ident, $command:literal, $flag:literal;)*) => {$(
        impl ValueEnum for $choice {
            fn value_variants<'a>() -> &'a [Self] {
                &<$choice>::ALL
            }

            fn to_possible_value(&self) -> Option<PossibleValue> {
                let name = self.$name();
                let help = Lang::En.section(&value_key($command, $flag, name));
                Some(PossibleValue::new(name).help(help))
            }
        }
    )*};
}

choices! {
    Strategy: name, "solve", "strategy";
    Lang: code, "nqueens", "lang";
    Format: name, "compare", "format";
    LessonFormat: name, "lesson", "format";
    BoardStyle: name, "solve", "style";
    Pace: name, "watch", "pace";
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each value of `T` is found by its own name, and no two share one.
    fn found_by_name<T: ValueEnum + PartialEq + std::fmt::Debug>() {
        let mut names = Vec::new();
        for value in T::value_variants() {
            let name = value
                .to_possible_value()
                .expect("every value is taken")
                .get_name()
                .to_string();
            assert_eq!(T::from_str(&name, false).as_ref(), Ok(value), "{name}");
            assert!(!names.contains(&name), "{name} twice");
            names.push(name);
        }
    }

    #[test]
    fn every_choice_is_taken_by_its_name() {
        found_by_name::<Strategy>();
        found_by_name::<Lang>();
        found_by_name::<Format>();
        found_by_name::<LessonFormat>();
        found_by_name::<BoardStyle>();
        found_by_name::<Pace>();
        let strategies: Vec<&str> = Strategy::value_variants()
            .iter()
            .map(|strategy| strategy.name())
            .collect();
        assert_eq!(strategies[2], "branch-and-bound");
        assert_eq!(strategies[10], "min-conflicts");
    }
}
