// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_exits.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program march_constant_steps
//semantic march_constant_steps.heightMap
//semantic march_constant_steps.cutoff
//var sampler2D heightMap :  : _heightMap1 : 2 : 1
//var float cutoff :  : _cutoff1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float3 ray : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 march_constant_steps : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _TMP1;
uniform sampler2D _heightMap1;
uniform float _cutoff1;
float _TMP8;

 // main procedure, the original name was march_constant_steps
void main()
{

    vec3 _p;
    vec3 _stepRay;
    vec4 _color;

    _p = vec3(gl_TexCoord[0].x, gl_TexCoord[0].y, 1.00000000E+00);
    _stepRay = gl_TexCoord[1].xyz*1.25000000E-01;
    _color = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _TMP8 = 0.00000000E+00;
    _TMP1 = texture2D(_heightMap1, _p.xy);
    if (_TMP1.x > _p.z) { // if begin
        _color = vec4(_p.x, _p.y, _p.z, 1.00000000E+00);
        _TMP8 = -1.00000000E+00;
    } // end if
    if (_TMP8 == 0.00000000E+00) { // if begin
        if (_p.z < _cutoff1) { // if begin
            discard;
        } // end if
        _p = _p + _stepRay;
    } // end if
    if (_TMP8 >= 0.00000000E+00) { // if begin
        _TMP1 = texture2D(_heightMap1, _p.xy);
        if (_TMP1.x > _p.z) { // if begin
            _color = vec4(_p.x, _p.y, _p.z, 1.00000000E+00);
            _TMP8 = -1.00000000E+00;
        } // end if
        if (_TMP8 == 0.00000000E+00) { // if begin
            if (_p.z < _cutoff1) { // if begin
                discard;
            } // end if
            _p = _p + _stepRay;
        } // end if
        if (_TMP8 >= 0.00000000E+00) { // if begin
            _TMP1 = texture2D(_heightMap1, _p.xy);
            if (_TMP1.x > _p.z) { // if begin
                _color = vec4(_p.x, _p.y, _p.z, 1.00000000E+00);
                _TMP8 = -1.00000000E+00;
            } // end if
            if (_TMP8 == 0.00000000E+00) { // if begin
                if (_p.z < _cutoff1) { // if begin
                    discard;
                } // end if
                _p = _p + _stepRay;
            } // end if
            if (_TMP8 >= 0.00000000E+00) { // if begin
                _TMP1 = texture2D(_heightMap1, _p.xy);
                if (_TMP1.x > _p.z) { // if begin
                    _color = vec4(_p.x, _p.y, _p.z, 1.00000000E+00);
                    _TMP8 = -1.00000000E+00;
                } // end if
                if (_TMP8 == 0.00000000E+00) { // if begin
                    if (_p.z < _cutoff1) { // if begin
                        discard;
                    } // end if
                    _p = _p + _stepRay;
                } // end if
                if (_TMP8 >= 0.00000000E+00) { // if begin
                    _TMP1 = texture2D(_heightMap1, _p.xy);
                    if (_TMP1.x > _p.z) { // if begin
                        _color = vec4(_p.x, _p.y, _p.z, 1.00000000E+00);
                        _TMP8 = -1.00000000E+00;
                    } // end if
                    if (_TMP8 == 0.00000000E+00) { // if begin
                        if (_p.z < _cutoff1) { // if begin
                            discard;
                        } // end if
                        _p = _p + _stepRay;
                    } // end if
                    if (_TMP8 >= 0.00000000E+00) { // if begin
                        _TMP1 = texture2D(_heightMap1, _p.xy);
                        if (_TMP1.x > _p.z) { // if begin
                            _color = vec4(_p.x, _p.y, _p.z, 1.00000000E+00);
                            _TMP8 = -1.00000000E+00;
                        } // end if
                        if (_TMP8 == 0.00000000E+00) { // if begin
                            if (_p.z < _cutoff1) { // if begin
                                discard;
                            } // end if
                        } // end if
                    } // end if
                } // end if
            } // end if
        } // end if
    } // end if
    gl_FragColor = _color;
    return;
} // main end
