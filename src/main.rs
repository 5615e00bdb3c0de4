//! The `cgrs` executable: a cgc-compatible command line (`cgrs -profile arbfp1
//! file.cg`) plus subcommands (`cgrs run PROGRAM.asm`).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(cgrs::cli::main(&args));
}
