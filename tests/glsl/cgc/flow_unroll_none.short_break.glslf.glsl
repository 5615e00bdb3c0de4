// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -unroll none -profile glslf
// source file: tests/glsl/cases/flow_unroll_none.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program short_break
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 short_break : $vout.COLOR : COL : -1 : 1

#version 110


 // main procedure, the original name was short_break
void main()
{

    vec4 _a;
    int _i1;

    _a = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i1 = 0;
    for (; _i1 < 8; _i1 = _i1 + 1) { // for begin
        _a = _a + gl_TexCoord[0];
        if (_a.x > 1.00000000E+00) { // if begin
            { // break begin
                break;
            } // end break
        } // end if
    } // end for
    gl_FragColor = _a;
    return;
} // main end
