//! `cgrs run`: execute an assembly program on given inputs.

pub fn main(_args: &[String]) -> i32 {
    eprintln!("cgrs run: not supported yet");
    1
}
