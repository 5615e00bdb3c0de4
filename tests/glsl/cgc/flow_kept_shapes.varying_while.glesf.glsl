// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program varying_while
//var float4 c : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 varying_while : $vout.COLOR : COL : -1 : 1

precision mediump float;

varying vec4 TEX0;

 // main procedure, the original name was varying_while
void main()
{

    vec4 _a;
    int _k;

    _a = TEX0;
    _k = 0;
    while (_a.x < 1.00000000E+00 && _k < 5) { // while begin
        _a = _a*1.50000000E+00 + 2.50000000E-01;
        _k = _k + 1;
    } // end while
    gl_FragColor = _a;
    return;
} // main end
