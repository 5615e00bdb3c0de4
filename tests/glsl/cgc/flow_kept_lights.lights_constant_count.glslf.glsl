// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_lights.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program lights_constant_count
//semantic lights_constant_count.lights
//semantic lights_constant_count.ambient
//var float3 lights[0].position :  : _lights1[0]._position : 2 : 1
//var float3 lights[0].color :  : _lights1[0]._color1 : 2 : 1
//var float lights[0].range :  : _lights1[0]._range : 2 : 1
//var float3 lights[1].position :  : _lights1[1]._position : 2 : 1
//var float3 lights[1].color :  : _lights1[1]._color1 : 2 : 1
//var float lights[1].range :  : _lights1[1]._range : 2 : 1
//var float3 lights[2].position :  : _lights1[2]._position : 2 : 1
//var float3 lights[2].color :  : _lights1[2]._color1 : 2 : 1
//var float lights[2].range :  : _lights1[2]._range : 2 : 1
//var float3 lights[3].position :  : _lights1[3]._position : 2 : 1
//var float3 lights[3].color :  : _lights1[3]._color1 : 2 : 1
//var float lights[3].range :  : _lights1[3]._range : 2 : 1
//var float3 ambient :  : _ambient1 : 3 : 1
//var float3 normal : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float3 point : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 lights_constant_count : $vout.COLOR : COL : -1 : 1

#version 110

struct Light {
    vec3 _position;
    vec3 _color1;
    float _range;
};

vec4 _ret_0;
vec3 _TMP1;
float _TMP5;
float _TMP4;
float _TMP6;
float _TMP3;
float _TMP2;
uniform Light _lights1[4];
uniform vec3 _ambient1;
vec3 _toLight0017;
float _distance0017;
float _x0021;
float _TMP22;
vec3 _b0029;

 // main procedure, the original name was lights_constant_count
void main()
{

    vec3 _n;
    vec3 _color;

    _TMP2 = dot(gl_TexCoord[0].xyz, gl_TexCoord[0].xyz);
    _TMP3 = inversesqrt(_TMP2);
    _n = _TMP3*gl_TexCoord[0].xyz;
    _toLight0017 = _lights1[0]._position - gl_TexCoord[1].xyz;
    _distance0017 = length(_toLight0017);
    _x0021 = 1.00000000E+00 - _distance0017/_lights1[0]._range;
    _TMP6 = min(1.00000000E+00, _x0021);
    _TMP22 = max(0.00000000E+00, _TMP6);
    _b0029 = _toLight0017/_distance0017;
    _TMP4 = dot(_n, _b0029);
    _TMP5 = max(_TMP4, 0.00000000E+00);
    _TMP1 = _lights1[0]._color1*_TMP5*_TMP22;
    _color = _ambient1 + _TMP1;
    _toLight0017 = _lights1[1]._position - gl_TexCoord[1].xyz;
    _distance0017 = length(_toLight0017);
    _x0021 = 1.00000000E+00 - _distance0017/_lights1[1]._range;
    _TMP6 = min(1.00000000E+00, _x0021);
    _TMP22 = max(0.00000000E+00, _TMP6);
    _b0029 = _toLight0017/_distance0017;
    _TMP4 = dot(_n, _b0029);
    _TMP5 = max(_TMP4, 0.00000000E+00);
    _TMP1 = _lights1[1]._color1*_TMP5*_TMP22;
    _color = _color + _TMP1;
    _toLight0017 = _lights1[2]._position - gl_TexCoord[1].xyz;
    _distance0017 = length(_toLight0017);
    _x0021 = 1.00000000E+00 - _distance0017/_lights1[2]._range;
    _TMP6 = min(1.00000000E+00, _x0021);
    _TMP22 = max(0.00000000E+00, _TMP6);
    _b0029 = _toLight0017/_distance0017;
    _TMP4 = dot(_n, _b0029);
    _TMP5 = max(_TMP4, 0.00000000E+00);
    _TMP1 = _lights1[2]._color1*_TMP5*_TMP22;
    _color = _color + _TMP1;
    _toLight0017 = _lights1[3]._position - gl_TexCoord[1].xyz;
    _distance0017 = length(_toLight0017);
    _x0021 = 1.00000000E+00 - _distance0017/_lights1[3]._range;
    _TMP6 = min(1.00000000E+00, _x0021);
    _TMP22 = max(0.00000000E+00, _TMP6);
    _b0029 = _toLight0017/_distance0017;
    _TMP4 = dot(_n, _b0029);
    _TMP5 = max(_TMP4, 0.00000000E+00);
    _TMP1 = _lights1[3]._color1*_TMP5*_TMP22;
    _color = _color + _TMP1;
    _ret_0 = vec4(_color.x, _color.y, _color.z, 1.00000000E+00);
    gl_FragColor = _ret_0;
    return;
} // main end
