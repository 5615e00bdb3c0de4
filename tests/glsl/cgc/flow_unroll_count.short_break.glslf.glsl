// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -unroll count=100 -profile glslf
// source file: tests/glsl/cases/flow_unroll_count.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program short_break
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 short_break : $vout.COLOR : COL : -1 : 1

#version 110

float _TMP1;

 // main procedure, the original name was short_break
void main()
{

    vec4 _a;

    _TMP1 = 0.00000000E+00;
    _a = gl_TexCoord[0];
    if (gl_TexCoord[0].x > 1.00000000E+00) { // if begin
        _TMP1 = -1.00000000E+00;
    } // end if
    if (_TMP1 >= 0.00000000E+00) { // if begin
        _a = gl_TexCoord[0] + gl_TexCoord[0];
        if (_a.x > 1.00000000E+00) { // if begin
            _TMP1 = -1.00000000E+00;
        } // end if
        if (_TMP1 >= 0.00000000E+00) { // if begin
            _a = _a + gl_TexCoord[0];
            if (_a.x > 1.00000000E+00) { // if begin
                _TMP1 = -1.00000000E+00;
            } // end if
            if (_TMP1 >= 0.00000000E+00) { // if begin
                _a = _a + gl_TexCoord[0];
                if (_a.x > 1.00000000E+00) { // if begin
                    _TMP1 = -1.00000000E+00;
                } // end if
                if (_TMP1 >= 0.00000000E+00) { // if begin
                    _a = _a + gl_TexCoord[0];
                    if (_a.x > 1.00000000E+00) { // if begin
                        _TMP1 = -1.00000000E+00;
                    } // end if
                    if (_TMP1 >= 0.00000000E+00) { // if begin
                        _a = _a + gl_TexCoord[0];
                        if (_a.x > 1.00000000E+00) { // if begin
                            _TMP1 = -1.00000000E+00;
                        } // end if
                        if (_TMP1 >= 0.00000000E+00) { // if begin
                            _a = _a + gl_TexCoord[0];
                            if (_a.x > 1.00000000E+00) { // if begin
                                _TMP1 = -1.00000000E+00;
                            } // end if
                            if (_TMP1 >= 0.00000000E+00) { // if begin
                                _a = _a + gl_TexCoord[0];
                                if (_a.x > 1.00000000E+00) { // if begin
                                } // end if
                            } // end if
                        } // end if
                    } // end if
                } // end if
            } // end if
        } // end if
    } // end if
    gl_FragColor = _a;
    return;
} // main end
