// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program inner_break
//semantic inner_break.n
//semantic inner_break.m
//var int n :  : _n1 : 1 : 1
//var int m :  : _m1 : 2 : 1
//var float4 c : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 inner_break : $vout.COLOR : COL : -1 : 1

precision mediump float;

uniform int _n1;
uniform int _m1;
varying vec4 TEX0;

 // main procedure, the original name was inner_break
void main()
{

    vec4 _a;
    int _i1;
    int _j1;

    _a = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i1 = 0;
    for (; _i1 < _n1; _i1 = _i1 + 1) { // for begin
        _j1 = 0;
        for (; _j1 < _m1; _j1 = _j1 + 1) { // for begin
            _a = _a + TEX0*float((_j1 + 1));
            if (_a.y > 2.00000000E+00) { // if begin
                { // break begin
                    break;
                } // end break
            } // end if
        } // end for
        _a.x = _a.x + 5.00000000E-01;
        if (_a.w > 3.00000000E+00) { // if begin
            { // break begin
                break;
            } // end break
        } // end if
    } // end for
    gl_FragColor = _a;
    return;
} // main end
