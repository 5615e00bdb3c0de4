// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program return_from_nested
//semantic return_from_nested.n
//var int n :  : _n1 : 1 : 1
//var float4 c : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 return_from_nested : $vout.COLOR : COL : -1 : 1

precision mediump float;

vec4 _ret_0;
uniform int _n1;
varying vec4 TEX0;

 // main procedure, the original name was return_from_nested
void main()
{

    vec4 _a;
    int _i1;
    int _j1;

    _a = TEX0;
    _i1 = 0;
    for (; _i1 < _n1; _i1 = _i1 + 1) { // for begin
        _j1 = 0;
        for (; _j1 < _n1; _j1 = _j1 + 1) { // for begin
            _a = _a + 2.50000000E-01;
            if (_a.x > 2.00000000E+00) { // if begin
                _ret_0 = _a*3.00000000E+00;
                gl_FragColor = _ret_0;
                return;
            } // end if
        } // end for
    } // end for
    gl_FragColor = _a;
    return;
} // main end
